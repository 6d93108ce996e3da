CREATE TABLE "record_events" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"name" text NOT NULL,
	"date" text NOT NULL,
	"origin" text NOT NULL,
	"pairing" text NOT NULL,
	"rounds" integer NOT NULL,
	"draft_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"round" integer NOT NULL,
	"table_number" integer NOT NULL,
	"player_a" text NOT NULL,
	"player_b" text,
	"a_wins" integer DEFAULT 0 NOT NULL,
	"b_wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_players" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"seed" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"bot" boolean DEFAULT false NOT NULL,
	"deck" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "record_players_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_matches" ADD CONSTRAINT "record_matches_event_id_record_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."record_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_players" ADD CONSTRAINT "record_players_event_id_record_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."record_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_events_cube_idx" ON "record_events" USING btree ("cube_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "record_matches_table_idx" ON "record_matches" USING btree ("event_id","round","table_number");--> statement-breakpoint
CREATE UNIQUE INDEX "record_players_user_idx" ON "record_players" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "record_players_user_lookup_idx" ON "record_players" USING btree ("user_id");