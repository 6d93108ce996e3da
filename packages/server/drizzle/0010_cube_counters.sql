ALTER TABLE "cubes" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cubes" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Back-fill the counters before the triggers keep them (ADR 0055).
UPDATE "cubes" SET "follower_count" = f.n FROM (SELECT "cube_id", count(*)::int AS n FROM "cube_follows" GROUP BY "cube_id") f WHERE f."cube_id" = "cubes"."id";
--> statement-breakpoint
UPDATE "cubes" SET "like_count" = l.n FROM (SELECT "cube_id", count(*)::int AS n FROM "cube_likes" GROUP BY "cube_id") l WHERE l."cube_id" = "cubes"."id";
--> statement-breakpoint
-- A row-level trigger runs in the statement's transaction, so the counter commits or rolls back with the
-- follow or like, and it also sees the rows a deleted user's cascade removes, which no service does.
CREATE FUNCTION "cube_follows_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cubes" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."cube_id";
  ELSE
    UPDATE "cubes" SET "follower_count" = "follower_count" - 1 WHERE "id" = OLD."cube_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cube_follows_count" AFTER INSERT OR DELETE ON "cube_follows" FOR EACH ROW EXECUTE FUNCTION "cube_follows_count"();
--> statement-breakpoint
CREATE FUNCTION "cube_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cubes" SET "like_count" = "like_count" + 1 WHERE "id" = NEW."cube_id";
  ELSE
    UPDATE "cubes" SET "like_count" = "like_count" - 1 WHERE "id" = OLD."cube_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cube_likes_count" AFTER INSERT OR DELETE ON "cube_likes" FOR EACH ROW EXECUTE FUNCTION "cube_likes_count"();
--> statement-breakpoint
CREATE INDEX "cube_follows_time_idx" ON "cube_follows" USING btree ("followed_at","cube_id");--> statement-breakpoint
CREATE INDEX "cube_versions_time_idx" ON "cube_versions" USING btree ("created_at","cube_id") WHERE number > 1;--> statement-breakpoint
CREATE INDEX "cubes_listed_updated_idx" ON "cubes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_created_idx" ON "cubes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_followers_idx" ON "cubes" USING btree ("follower_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_likes_idx" ON "cubes" USING btree ("like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_name_idx" ON "cubes" USING btree (lower("name"),"id") WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_size_idx" ON "cubes" USING btree ("card_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cubes_listed_featured_idx" ON "cubes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and hidden_at is null and "cubes"."is_featured";--> statement-breakpoint
CREATE INDEX "drafts_time_idx" ON "drafts" USING btree ("created_at","cube_id");