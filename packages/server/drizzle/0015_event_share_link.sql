ALTER TABLE "record_events" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "record_matches" ADD COLUMN "dispute" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "record_events_share_token_idx" ON "record_events" USING btree ("share_token");