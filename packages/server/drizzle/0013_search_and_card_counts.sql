-- Community search by text through trigram indexes (ADR 0057). pg_trgm is a trusted extension: the
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
CREATE TABLE "card_cube_counts" (
	"card_id" text PRIMARY KEY NOT NULL,
	"cubes" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "cube_cards_cube_idx";--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cubes_listed_search_idx" ON "cubes" USING gin (cube_search_text("name", "description", "tags") gin_trgm_ops) WHERE visibility = 'public' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "cube_cards_cube_idx" ON "cube_cards" USING btree ("cube_id","card_id");--> statement-breakpoint
-- card_cube_counts (ADR 0057): per card, the listed cubes holding it on their main board, kept in the
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
