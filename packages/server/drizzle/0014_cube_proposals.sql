CREATE TABLE "cube_proposal_settings" (
	"cube_id" text PRIMARY KEY NOT NULL,
	"welcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cube_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"proposer_id" text NOT NULL,
	"base_version" integer NOT NULL,
	"title" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"outcome" jsonb,
	"accepted_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cube_proposal_settings" ADD CONSTRAINT "cube_proposal_settings_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_proposals" ADD CONSTRAINT "cube_proposals_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_proposals" ADD CONSTRAINT "cube_proposals_proposer_id_user_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_proposals" ADD CONSTRAINT "cube_proposals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cube_proposals_cube_idx" ON "cube_proposals" USING btree ("cube_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cube_proposals_proposer_idx" ON "cube_proposals" USING btree ("proposer_id","cube_id","created_at");