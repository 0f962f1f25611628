CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, tools_text_array(category)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(shortdescription, '') || ' ' || tools_text_array(features) || ' ' || tools_text_array(usecases)), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(regexp_replace(name, '[^[:alnum:]]+', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin (lower("term") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ai_tools_name_key_trgm_idx" ON "ai_tools" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ai_tools_name_key_prefix_idx" ON "ai_tools" USING btree ("name_key" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "ai_tools_search_vector_idx" ON "ai_tools" USING gin ("search_vector");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tool_search_terms(name text, category text[], shortdescription text, description text, features text[], usecases text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(word), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, concat_ws(' ', name, tools_text_array(category), shortdescription, description, tools_text_array(features), tools_text_array(usecases))))) AS word WHERE word ~ '^[a-z][a-z0-9+#-]{2,}$' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone text[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH counted AS (
      SELECT term, count(*)::int AS n
      FROM old_tools, unnest(tool_search_terms(old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases)) AS term
      GROUP BY term
    ), updated AS (
      UPDATE search_terms AS s SET documents = s.documents - counted.n
      FROM counted WHERE s.term = counted.term
      RETURNING s.term, s.documents
    )
    SELECT array_agg(term) INTO gone FROM updated WHERE documents <= 0;
    IF gone IS NOT NULL THEN
      DELETE FROM search_terms WHERE term = ANY(gone) AND documents <= 0;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_terms AS s (term, documents)
    SELECT term, count(*)::int
    FROM new_tools, unnest(tool_search_terms(new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases)) AS term
    GROUP BY term
    ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_tools_search_terms_insert AFTER INSERT ON ai_tools
  REFERENCING NEW TABLE AS new_tools FOR EACH STATEMENT EXECUTE FUNCTION search_terms_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_search_terms_update AFTER UPDATE ON ai_tools
  REFERENCING OLD TABLE AS old_tools NEW TABLE AS new_tools FOR EACH STATEMENT EXECUTE FUNCTION search_terms_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_search_terms_delete AFTER DELETE ON ai_tools
  REFERENCING OLD TABLE AS old_tools FOR EACH STATEMENT EXECUTE FUNCTION search_terms_follow_tools();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE search_terms; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER ai_tools_search_terms_truncate AFTER TRUNCATE ON ai_tools
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_clear();
--> statement-breakpoint
INSERT INTO search_terms (term, documents)
SELECT term, count(*)::int
FROM ai_tools, unnest(tool_search_terms(name, category, shortdescription, description, features, usecases)) AS term
GROUP BY term;
