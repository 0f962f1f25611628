CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ai_tools_search_vector_idx";--> statement-breakpoint
DROP INDEX "ai_tools_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "ai_tools_name_key_prefix_idx";--> statement-breakpoint
DROP INDEX "ai_tools_category_idx";--> statement-breakpoint
DROP INDEX "ai_tools_features_trgm_idx";--> statement-breakpoint
DROP INDEX "ai_tools_rating_idx";--> statement-breakpoint
DROP INDEX "ai_tools_reviewcount_idx";--> statement-breakpoint
DROP INDEX "ai_tools_createdat_idx";--> statement-breakpoint
DROP INDEX "ai_tools_pricing_idx";--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "edited_by" text;--> statement-breakpoint
CREATE INDEX "admin_audit_subject_idx" ON "admin_audit" USING btree ("subject","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_tools_status_updated_idx" ON "ai_tools" USING btree ("status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ai_tools_search_vector_idx" ON "ai_tools" USING gin ("search_vector") WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_name_key_trgm_idx" ON "ai_tools" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_name_key_prefix_idx" ON "ai_tools" USING btree ("name_key" text_pattern_ops) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_category_idx" ON "ai_tools" USING gin ("category") WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_features_trgm_idx" ON "ai_tools" USING gin (tools_text_array("features") gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_rating_idx" ON "ai_tools" USING btree ("rating" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_reviewcount_idx" ON "ai_tools" USING btree ("reviewcount" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_createdat_idx" ON "ai_tools" USING btree ("createdat" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "ai_tools_pricing_idx" ON "ai_tools" USING btree ("pricing") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_status_check" CHECK ("ai_tools"."status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
-- The typo vocabulary is the public catalogue's: words of drafts and archived tools do not count.
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
      WHERE old_tools.status = 'published'
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
    WHERE new_tools.status = 'published'
    GROUP BY term
    ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  END IF;
  RETURN NULL;
END
$$;
