CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_moderator" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"oracle_id" text,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"layout" text NOT NULL,
	"mana_cost" text NOT NULL,
	"cmc" real NOT NULL,
	"type_line" text NOT NULL,
	"colors" text[] NOT NULL,
	"rarity" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printings" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"name" text NOT NULL,
	"set" text NOT NULL,
	"set_name" text NOT NULL,
	"collector_number" text NOT NULL,
	"rarity" text,
	"released_at" text,
	"image_uri" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_follows" (
	"user_id" text NOT NULL,
	"cube_id" text NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cube_follows_user_id_cube_id_pk" PRIMARY KEY("user_id","cube_id")
);
--> statement-breakpoint
CREATE TABLE "cube_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"cube_owner_uid" text NOT NULL,
	"author_id" text,
	"update_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"is_public" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"singleton_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_singleton_key_unique" UNIQUE("singleton_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"announcement" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"action_url" text,
	"cube_id" text,
	"cube_name" text,
	"cube_owner_name" text,
	"update_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cube_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"cube_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"summary" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"card_id" text NOT NULL,
	"name" text NOT NULL,
	"printing_id" text,
	"board" text DEFAULT 'main' NOT NULL,
	"finish" text DEFAULT 'nonfoil' NOT NULL,
	"status" text DEFAULT 'owned' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"color_category" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_collaborators" (
	"cube_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cube_collaborators_cube_id_user_id_pk" PRIMARY KEY("cube_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cube_draft_formats" (
	"cube_id" text PRIMARY KEY NOT NULL,
	"formats" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_jumpstart_packets" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_live_versions" (
	"cube_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_versions" (
	"cube_id" text NOT NULL,
	"number" integer NOT NULL,
	"author_id" text,
	"summary" text NOT NULL,
	"counts" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cube_versions_cube_id_number_pk" PRIMARY KEY("cube_id","number")
);
--> statement-breakpoint
CREATE TABLE "cubes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"size" integer NOT NULL,
	"cover_image_url" text,
	"created_by" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"recommended_draft_format" text,
	"metadata" jsonb NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"maybe_count" integer DEFAULT 0 NOT NULL,
	"whitepaper" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea"
);
--> statement-breakpoint
CREATE TABLE "custom_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_chat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_deadlines" (
	"draft_id" text NOT NULL,
	"seat" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draft_deadlines_draft_id_seat_pk" PRIMARY KEY("draft_id","seat")
);
--> statement-breakpoint
CREATE TABLE "draft_decks" (
	"draft_id" text NOT NULL,
	"seat" integer NOT NULL,
	"main" jsonb NOT NULL,
	"side" jsonb NOT NULL,
	"basics" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_decks_draft_id_seat_pk" PRIMARY KEY("draft_id","seat")
);
--> statement-breakpoint
CREATE TABLE "draft_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"seat" integer,
	"pack_number" integer,
	"pick_number" integer,
	"user_id" text,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_seats" (
	"draft_id" text NOT NULL,
	"seat" integer NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_seats_draft_id_seat_pk" PRIMARY KEY("draft_id","seat")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"cube_name" text NOT NULL,
	"format" text NOT NULL,
	"seed" text NOT NULL,
	"host_id" text NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"settings" jsonb NOT NULL,
	"initial" jsonb,
	"pools" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"kicked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_ratings" (
	"scope" text NOT NULL,
	"card_id" text NOT NULL,
	"elo" double precision NOT NULL,
	"picks" integer NOT NULL,
	"comparisons" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_ratings_scope_card_id_pk" PRIMARY KEY("scope","card_id")
);
--> statement-breakpoint
CREATE TABLE "simulation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" text NOT NULL,
	"seats" integer NOT NULL,
	"drafts" integer NOT NULL,
	"seed" text NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_follows" ADD CONSTRAINT "cube_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_follows" ADD CONSTRAINT "cube_follows_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_updates" ADD CONSTRAINT "cube_updates_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_activity" ADD CONSTRAINT "cube_activity_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_cards" ADD CONSTRAINT "cube_cards_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_collaborators" ADD CONSTRAINT "cube_collaborators_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_draft_formats" ADD CONSTRAINT "cube_draft_formats_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_jumpstart_packets" ADD CONSTRAINT "cube_jumpstart_packets_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_live_versions" ADD CONSTRAINT "cube_live_versions_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_versions" ADD CONSTRAINT "cube_versions_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_runs" ADD CONSTRAINT "simulation_runs_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_runs" ADD CONSTRAINT "simulation_runs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "cards_normalized_name_idx" ON "cards" USING btree ("normalized_name");--> statement-breakpoint
CREATE INDEX "printings_card_idx" ON "printings" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cube_follows_cube_idx" ON "cube_follows" USING btree ("cube_id","followed_at");--> statement-breakpoint
CREATE INDEX "cube_updates_cube_time_idx" ON "cube_updates" USING btree ("cube_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE INDEX "notifications_expires_idx" ON "notifications" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_update_idx" ON "notifications" USING btree ("user_id","update_id");--> statement-breakpoint
CREATE INDEX "cube_activity_cube_time_idx" ON "cube_activity" USING btree ("cube_id","timestamp");--> statement-breakpoint
CREATE INDEX "cube_activity_cube_user_time_idx" ON "cube_activity" USING btree ("cube_id","user_id","timestamp");--> statement-breakpoint
CREATE INDEX "cube_cards_cube_idx" ON "cube_cards" USING btree ("cube_id");--> statement-breakpoint
CREATE INDEX "cube_cards_card_idx" ON "cube_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cube_collaborators_user_idx" ON "cube_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cube_jumpstart_packets_cube_idx" ON "cube_jumpstart_packets" USING btree ("cube_id","created_at");--> statement-breakpoint
CREATE INDEX "cubes_created_by_idx" ON "cubes" USING btree ("created_by","updated_at");--> statement-breakpoint
CREATE INDEX "cubes_visibility_updated_idx" ON "cubes" USING btree ("visibility","updated_at");--> statement-breakpoint
CREATE INDEX "cubes_featured_idx" ON "cubes" USING btree ("is_featured","updated_at");--> statement-breakpoint
CREATE INDEX "custom_cards_owner_idx" ON "custom_cards" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "draft_chat_draft_idx" ON "draft_chat" USING btree ("draft_id","id");--> statement-breakpoint
CREATE INDEX "draft_chat_user_idx" ON "draft_chat" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "draft_deadlines_due_idx" ON "draft_deadlines" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_events_seq_idx" ON "draft_events" USING btree ("draft_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_events_pick_idx" ON "draft_events" USING btree ("draft_id","seat","pack_number","pick_number");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_seats_user_idx" ON "draft_seats" USING btree ("draft_id","user_id");--> statement-breakpoint
CREATE INDEX "draft_seats_user_lookup_idx" ON "draft_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drafts_host_idx" ON "drafts" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "drafts_cube_idx" ON "drafts" USING btree ("cube_id");--> statement-breakpoint
CREATE INDEX "card_ratings_card_idx" ON "card_ratings" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "simulation_runs_cube_idx" ON "simulation_runs" USING btree ("cube_id","created_at");