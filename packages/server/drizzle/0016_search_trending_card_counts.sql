-- Community search by text through trigram indexes (ADR 0061). pg_trgm is a trusted extension: the
-- database's owner may create it; PGlite loads its library in db/client.ts (newPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Name, description and tags as one text, for one trigram index. A search still tests each field on
-- its own (services/community/lists.ts): this only narrows the rows to those that can match. Declared
-- immutable (array_to_string is only stable because of other element types' output functions; text's
-- is immutable), so it may be indexed.
CREATE FUNCTION cube_search_text(name text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT name || E'\n' || description || E'\n' || array_to_string(tags, E'\n') $$;
--> statement-breakpoint
CREATE TABLE "cube_trending" (
	"cube_id" text PRIMARY KEY NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	"edits" integer DEFAULT 0 NOT NULL,
	"score" integer GENERATED ALWAYS AS (3 * follows + 2 * drafts + edits) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_window" (
	"id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_cube_counts" (
	"card_id" text PRIMARY KEY NOT NULL,
	"cubes" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "cube_cards_cube_idx";--> statement-breakpoint
ALTER TABLE "cube_trending" ADD CONSTRAINT "cube_trending_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cube_trending_score_idx" ON "cube_trending" USING btree ("score" DESC NULLS LAST) WHERE score > 0;--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cubes_listed_search_idx" ON "cubes" USING gin (cube_search_text("name", "description", "tags") gin_trgm_ops) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cube_cards_cube_idx" ON "cube_cards" USING btree ("cube_id","card_id");--> statement-breakpoint
-- card_cube_counts (ADR 0061): per card, the listed cubes holding it on their main board, kept in the
-- transaction of each change. The changes of a statement on cube_cards arrive as (cube, card, net rows
-- added); a pair's count moves when its copies in that cube went from none to some or back.
CREATE FUNCTION "card_cube_counts_apply"(cube_ids text[], card_ids text[], nets integer[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "card_cube_counts" AS c ("card_id", "cubes")
  SELECT ch.card_id, sum((n.now > 0)::int - (n.now - ch.net > 0)::int)
  FROM unnest(cube_ids, card_ids, nets) AS ch(cube_id, card_id, net)
  JOIN "cubes" k ON k."id" = ch.cube_id AND k."visibility" = 'public' AND k."hidden_at" IS NULL
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS now FROM "cube_cards" x
    WHERE x."cube_id" = ch.cube_id AND x."card_id" = ch.card_id AND x."board" = 'main'
  ) n
  WHERE ch.net <> 0
  GROUP BY ch.card_id
  HAVING sum((n.now > 0)::int - (n.now - ch.net > 0)::int) <> 0
  ON CONFLICT ("card_id") DO UPDATE SET "cubes" = c."cubes" + excluded."cubes"
$$;
--> statement-breakpoint
-- One statement-level trigger function per operation: each reads only the transition tables its
-- trigger names. Rows of a cube being deleted find no cube row: the cube's trigger counted them out.
CREATE FUNCTION "card_cube_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "card_cube_counts_apply"(array_agg(cube_id), array_agg(card_id), array_agg(net))
  FROM (SELECT cube_id, card_id, count(*)::int AS net FROM added WHERE board = 'main' GROUP BY 1, 2) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "card_cube_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "card_cube_counts_apply"(array_agg(cube_id), array_agg(card_id), array_agg(net))
  FROM (SELECT cube_id, card_id, -count(*)::int AS net FROM removed WHERE board = 'main' GROUP BY 1, 2) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "card_cube_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "card_cube_counts_apply"(array_agg(cube_id), array_agg(card_id), array_agg(net))
  FROM (
    SELECT cube_id, card_id, sum(d)::int AS net FROM (
      SELECT cube_id, card_id, 1 AS d FROM after_rows WHERE board = 'main'
      UNION ALL
      SELECT cube_id, card_id, -1 FROM before_rows WHERE board = 'main'
    ) u GROUP BY 1, 2
  ) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "card_cube_counts_added" AFTER INSERT ON "cube_cards" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "card_cube_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "card_cube_counts_removed" AFTER DELETE ON "cube_cards" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "card_cube_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "card_cube_counts_changed" AFTER UPDATE ON "cube_cards"
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "card_cube_counts_changed"();
--> statement-breakpoint
-- A cube entering or leaving the lists (visibility, a moderator's hiding, its deletion) moves each of its
-- main-board cards by one: the cost of that cube's list. Before the delete, while its rows are there.
CREATE FUNCTION "card_cube_counts_cube"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."visibility" = 'public' AND OLD."hidden_at" IS NULL;
  now_listed boolean := TG_OP <> 'DELETE' AND NEW."visibility" = 'public' AND NEW."hidden_at" IS NULL;
  target text := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  IF was IS DISTINCT FROM now_listed THEN
    INSERT INTO "card_cube_counts" AS c ("card_id", "cubes")
    SELECT DISTINCT "card_id", CASE WHEN now_listed THEN 1 ELSE -1 END FROM "cube_cards"
    WHERE "cube_id" = target AND "board" = 'main'
    ON CONFLICT ("card_id") DO UPDATE SET "cubes" = c."cubes" + excluded."cubes";
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER "card_cube_counts_cube_listed" AFTER UPDATE OF "visibility", "hidden_at" ON "cubes"
  FOR EACH ROW EXECUTE FUNCTION "card_cube_counts_cube"();
--> statement-breakpoint
CREATE TRIGGER "card_cube_counts_cube_deleted" BEFORE DELETE ON "cubes"
  FOR EACH ROW EXECUTE FUNCTION "card_cube_counts_cube"();
--> statement-breakpoint
INSERT INTO "card_cube_counts" ("card_id", "cubes")
SELECT cc."card_id", count(DISTINCT cc."cube_id")::int FROM "cube_cards" cc
JOIN "cubes" k ON k."id" = cc."cube_id" AND k."visibility" = 'public' AND k."hidden_at" IS NULL
WHERE cc."board" = 'main' GROUP BY cc."card_id";
--> statement-breakpoint
-- cube_trending (ADR 0061): adds per-cube deltas of one kind of activity, for cubes that still exist
-- (a deleted cube's follows, drafts and versions cascade away after its row).
CREATE FUNCTION "cube_trending_add"(kind text, cube_ids text[], deltas integer[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "cube_trending" AS t ("cube_id", "follows", "drafts", "edits")
  SELECT u.c, CASE WHEN kind = 'follows' THEN u.d ELSE 0 END, CASE WHEN kind = 'drafts' THEN u.d ELSE 0 END,
    CASE WHEN kind = 'edits' THEN u.d ELSE 0 END
  FROM unnest(cube_ids, deltas) AS u(c, d) JOIN "cubes" k ON k."id" = u.c
  ON CONFLICT ("cube_id") DO UPDATE SET "follows" = t."follows" + excluded."follows",
    "drafts" = t."drafts" + excluded."drafts", "edits" = t."edits" + excluded."edits"
$$;
--> statement-breakpoint
-- One statement-level trigger function for the three tables: its arguments name the kind, the time
-- column and the rows that count (a version after the first). Rows inside the window count; those from
-- before it never did.
CREATE FUNCTION "cube_trending_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text := 'SELECT "cube_trending_add"(%L, array_agg(cube_id), array_agg(n)) FROM (SELECT cube_id, %s count(*)::int AS n FROM %I WHERE %I > (SELECT "since" FROM "trending_window") AND %s GROUP BY cube_id) s';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(q, TG_ARGV[0], '', 'added', TG_ARGV[1], TG_ARGV[2]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(q, TG_ARGV[0], '-', 'removed', TG_ARGV[1], TG_ARGV[2]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cube_trending_follow_added" AFTER INSERT ON "cube_follows" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('follows', 'followed_at', 'true');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_follow_removed" AFTER DELETE ON "cube_follows" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('follows', 'followed_at', 'true');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_follow_changed" AFTER UPDATE ON "cube_follows"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('follows', 'followed_at', 'true');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_draft_added" AFTER INSERT ON "drafts" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('drafts', 'created_at', 'true');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_draft_removed" AFTER DELETE ON "drafts" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('drafts', 'created_at', 'true');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_version_added" AFTER INSERT ON "cube_versions" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('edits', 'created_at', 'number > 1');
--> statement-breakpoint
CREATE TRIGGER "cube_trending_version_removed" AFTER DELETE ON "cube_versions" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "cube_trending_count"('edits', 'created_at', 'number > 1');
--> statement-breakpoint
INSERT INTO "trending_window" ("id", "since") VALUES (1, now() - interval '7 days');
--> statement-breakpoint
SELECT "cube_trending_add"('follows', array_agg(cube_id), array_agg(n)) FROM (SELECT cube_id, count(*)::int AS n FROM "cube_follows" WHERE "followed_at" > now() - interval '7 days' GROUP BY cube_id) s;
--> statement-breakpoint
SELECT "cube_trending_add"('drafts', array_agg(cube_id), array_agg(n)) FROM (SELECT cube_id, count(*)::int AS n FROM "drafts" WHERE "created_at" > now() - interval '7 days' GROUP BY cube_id) s;
--> statement-breakpoint
SELECT "cube_trending_add"('edits', array_agg(cube_id), array_agg(n)) FROM (SELECT cube_id, count(*)::int AS n FROM "cube_versions" WHERE "number" > 1 AND "created_at" > now() - interval '7 days' GROUP BY cube_id) s;
