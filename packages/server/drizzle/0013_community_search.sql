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
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cubes_listed_search_idx" ON "cubes" USING gin (cube_search_text("name", "description", "tags") gin_trgm_ops) WHERE visibility = 'public' and hidden_at is null;