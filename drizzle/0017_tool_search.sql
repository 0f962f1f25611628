CREATE TABLE "tool_search" (
	"id" text PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"reviewcount" integer NOT NULL,
	"createdat" timestamp with time zone NOT NULL,
	"pricing" text NOT NULL,
	"category" text[] NOT NULL,
	"apiaccess" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tool_search_vector_idx" ON "tool_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tool_search_category_idx" ON "tool_search" USING gin ("category") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tool_search_rating_idx" ON "tool_search" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tool_search_reviewcount_idx" ON "tool_search" USING btree ("reviewcount" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tool_search_createdat_idx" ON "tool_search" USING btree ("createdat" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tool_search_pricing_idx" ON "tool_search" USING btree ("pricing");--> statement-breakpoint
-- tool_search follows the published tools: a statement's inserted, updated and deleted tools
-- are written there in one statement each (in id order, so two statements lock rows in the
-- same order). An update that changes none of its columns writes nothing.
CREATE OR REPLACE FUNCTION tool_search_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM tool_search WHERE id IN (SELECT id FROM old_tools);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM tool_search WHERE id IN (
      SELECT old_tools.id FROM old_tools
      WHERE NOT EXISTS (
        SELECT 1 FROM new_tools WHERE new_tools.id = old_tools.id AND new_tools.status = 'published'));
  END IF;
  INSERT INTO tool_search AS s (id, rating, reviewcount, createdat, pricing, category, apiaccess, search_vector)
  SELECT id, rating, reviewcount, createdat, pricing, category, apiaccess, strip(search_vector)
  FROM new_tools
  WHERE status = 'published'
  ORDER BY id
  ON CONFLICT (id) DO UPDATE SET
    rating = excluded.rating,
    reviewcount = excluded.reviewcount,
    createdat = excluded.createdat,
    pricing = excluded.pricing,
    category = excluded.category,
    apiaccess = excluded.apiaccess,
    search_vector = excluded.search_vector
  WHERE (s.rating, s.reviewcount, s.createdat, s.pricing, s.category, s.apiaccess, s.search_vector)
    IS DISTINCT FROM (excluded.rating, excluded.reviewcount, excluded.createdat, excluded.pricing,
                      excluded.category, excluded.apiaccess, excluded.search_vector);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tool_search_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE tool_search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_tools_tool_search_insert AFTER INSERT ON ai_tools
  REFERENCING NEW TABLE AS new_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_tool_search_update AFTER UPDATE ON ai_tools
  REFERENCING OLD TABLE AS old_tools NEW TABLE AS new_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_tool_search_delete AFTER DELETE ON ai_tools
  REFERENCING OLD TABLE AS old_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_tool_search_truncate AFTER TRUNCATE ON ai_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_clear();
--> statement-breakpoint
INSERT INTO tool_search (id, rating, reviewcount, createdat, pricing, category, apiaccess, search_vector)
SELECT id, rating, reviewcount, createdat, pricing, category, apiaccess, strip(search_vector)
FROM ai_tools
WHERE status = 'published';
--> statement-breakpoint
ANALYZE tool_search;
