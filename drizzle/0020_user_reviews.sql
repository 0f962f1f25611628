-- Users' reviews (decision 017): the tool's rating and reviewcount become its published
-- reviews' average and number; the catalogue's own score moves to editorial_rating.
CREATE TABLE "tool_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_reviews_stars_check" CHECK ("tool_reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "tool_reviews_status_check" CHECK ("tool_reviews"."status" IN ('published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "tool_reviews" ADD CONSTRAINT "tool_reviews_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_reviews" ADD CONSTRAINT "tool_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_reviews_tool_user_idx" ON "tool_reviews" USING btree ("tool_id","user_id");--> statement-breakpoint
CREATE INDEX "tool_reviews_tool_page_idx" ON "tool_reviews" USING btree ("tool_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_reviews_user_idx" ON "tool_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_reviews_status_idx" ON "tool_reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_tools_tool_idx" ON "saved_tools" USING btree ("tool_id");--> statement-breakpoint
DROP INDEX "ai_tools_rating_idx";--> statement-breakpoint
DROP INDEX "ai_tools_reviewcount_idx";--> statement-breakpoint
-- The search-terms trigger (0013) tokenizes only the tools whose words or status an update
-- changed: the rating, save and view figures change often and leave the words as they were.
CREATE OR REPLACE FUNCTION search_terms_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  terms text[];
  deltas int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(term ORDER BY term), array_agg(n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, sum(n)::int AS n
      FROM (
        SELECT term, -1 AS n
        FROM old_tools, unnest(tool_search_terms(old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases)) AS term
        WHERE old_tools.status = 'published'
        AND NOT EXISTS (
          SELECT 1 FROM new_tools AS n
          WHERE n.id = old_tools.id AND n.status = old_tools.status
            AND (n.name, n.category, n.shortdescription, n.description, n.features, n.usecases)
                IS NOT DISTINCT FROM (old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases))
        UNION ALL
        SELECT term, 1 AS n
        FROM new_tools, unnest(tool_search_terms(new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases)) AS term
        WHERE new_tools.status = 'published'
        AND NOT EXISTS (
          SELECT 1 FROM old_tools AS o
          WHERE o.id = new_tools.id AND o.status = new_tools.status
            AND (o.name, o.category, o.shortdescription, o.description, o.features, o.usecases)
                IS NOT DISTINCT FROM (new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases))
      ) AS changes
      GROUP BY term
    ) AS counted
    WHERE n <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(term ORDER BY term), array_agg(n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, count(*)::int AS n
      FROM new_tools, unnest(tool_search_terms(new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases)) AS term
      WHERE new_tools.status = 'published'
      GROUP BY term
    ) AS counted;
  ELSE
    SELECT array_agg(term ORDER BY term), array_agg(-n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, count(*)::int AS n
      FROM old_tools, unnest(tool_search_terms(old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases)) AS term
      WHERE old_tools.status = 'published'
      GROUP BY term
    ) AS counted;
  END IF;
  IF terms IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_terms AS s (term, documents)
  SELECT change.term, change.n
  FROM unnest(terms, deltas) AS change(term, n)
  ORDER BY change.term
  ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  DELETE FROM search_terms WHERE term = ANY(terms) AND documents <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "ai_tools" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ai_tools" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "editorial_rating" double precision;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "save_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "recent_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "rank_rating" double precision GENERATED ALWAYS AS (CASE WHEN reviewcount > 0 THEN rating ELSE editorial_rating END) STORED;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (save_count + reviewcount + recent_views) STORED NOT NULL;--> statement-breakpoint
TRUNCATE "tool_search";--> statement-breakpoint
ALTER TABLE "tool_search" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "tool_search" DROP COLUMN "reviewcount";--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "rank_rating" double precision;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "popularity" integer NOT NULL;--> statement-breakpoint
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
  INSERT INTO tool_search AS s (id, rank_rating, popularity, createdat, pricing, category, apiaccess, search_vector)
  SELECT id, rank_rating, popularity, createdat, pricing, category, apiaccess, strip(search_vector)
  FROM new_tools
  WHERE status = 'published'
  ORDER BY id
  ON CONFLICT (id) DO UPDATE SET
    rank_rating = excluded.rank_rating,
    popularity = excluded.popularity,
    createdat = excluded.createdat,
    pricing = excluded.pricing,
    category = excluded.category,
    apiaccess = excluded.apiaccess,
    search_vector = excluded.search_vector
  WHERE (s.rank_rating, s.popularity, s.createdat, s.pricing, s.category, s.apiaccess, s.search_vector)
    IS DISTINCT FROM (excluded.rank_rating, excluded.popularity, excluded.createdat, excluded.pricing,
                      excluded.category, excluded.apiaccess, excluded.search_vector);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The catalogue's scores were never users' reviews: they become the editor's rating, and no
-- tool has a review yet.
UPDATE "ai_tools" AS t SET
  editorial_rating = rating,
  rating = NULL,
  reviewcount = 0,
  save_count = (SELECT count(*)::int FROM saved_tools WHERE saved_tools.tool_id = t.id);
--> statement-breakpoint
INSERT INTO tool_search (id, rank_rating, popularity, createdat, pricing, category, apiaccess, search_vector)
SELECT id, rank_rating, popularity, createdat, pricing, category, apiaccess, strip(search_vector)
FROM ai_tools
WHERE status = 'published'
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- A tool's rating and reviewcount follow its published reviews, in the transaction that writes
-- them (a deleted account's reviews included). The tools are locked first: a concurrent review
-- of the same tool waits, and the average read after the lock counts it. FOR NO KEY UPDATE, as
-- the UPDATE itself would: it does not wait for the key-share lock another insert's foreign key
-- check holds on the tool, so two inserts cannot deadlock.
CREATE OR REPLACE FUNCTION tool_reviews_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tool_id) INTO touched FROM new_reviews;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT tool_id) INTO touched FROM old_reviews;
  ELSE
    SELECT array_agg(DISTINCT tool_id) INTO touched
    FROM (SELECT tool_id FROM old_reviews UNION ALL SELECT tool_id FROM new_reviews) AS r;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM ai_tools WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE ai_tools AS t SET rating = s.average, reviewcount = s.reviews
  FROM (
    SELECT u.id,
      (SELECT avg(r.stars)::double precision FROM tool_reviews AS r WHERE r.tool_id = u.id AND r.status = 'published') AS average,
      (SELECT count(*)::int FROM tool_reviews AS r WHERE r.tool_id = u.id AND r.status = 'published') AS reviews
    FROM unnest(touched) AS u(id)
  ) AS s
  WHERE t.id = s.id AND (t.rating, t.reviewcount) IS DISTINCT FROM (s.average, s.reviews);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tool_reviews_follow_insert AFTER INSERT ON tool_reviews
  REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION tool_reviews_follow();
--> statement-breakpoint
CREATE TRIGGER tool_reviews_follow_update AFTER UPDATE ON tool_reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION tool_reviews_follow();
--> statement-breakpoint
CREATE TRIGGER tool_reviews_follow_delete AFTER DELETE ON tool_reviews
  REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION tool_reviews_follow();
--> statement-breakpoint
-- save_count follows saved_tools the same way.
CREATE OR REPLACE FUNCTION saved_tools_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tool_id) INTO touched FROM new_saves;
  ELSE
    SELECT array_agg(DISTINCT tool_id) INTO touched FROM old_saves;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM ai_tools WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE ai_tools AS t SET save_count = s.saves
  FROM (
    SELECT u.id, (SELECT count(*)::int FROM saved_tools AS v WHERE v.tool_id = u.id) AS saves
    FROM unnest(touched) AS u(id)
  ) AS s
  WHERE t.id = s.id AND t.save_count <> s.saves;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER saved_tools_follow_insert AFTER INSERT ON saved_tools
  REFERENCING NEW TABLE AS new_saves
  FOR EACH STATEMENT EXECUTE FUNCTION saved_tools_follow();
--> statement-breakpoint
CREATE TRIGGER saved_tools_follow_delete AFTER DELETE ON saved_tools
  REFERENCING OLD TABLE AS old_saves
  FOR EACH STATEMENT EXECUTE FUNCTION saved_tools_follow();
--> statement-breakpoint
CREATE INDEX "ai_tools_rank_rating_idx" ON "ai_tools" USING btree ("rank_rating" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_popularity_idx" ON "ai_tools" USING btree ("popularity" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "tool_search_rank_rating_idx" ON "tool_search" USING btree ("rank_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tool_search_popularity_idx" ON "tool_search" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
ANALYZE tool_search;
