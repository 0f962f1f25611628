-- Read-mostly GIN indexes (see GIN_READ_MOSTLY in app/db/schema.ts): no pending list, and the
-- entries already waiting in one are merged now rather than at the next vacuum.
ALTER INDEX "ai_tools_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "ai_tools_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "ai_tools_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "ai_tools_category_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "ai_tools_features_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_terms_term_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass) FROM (VALUES
  ('ai_tools_search_vector_idx'), ('ai_tools_name_trgm_idx'), ('ai_tools_name_key_trgm_idx'),
  ('ai_tools_category_idx'), ('ai_tools_features_trgm_idx'), ('search_terms_term_trgm_idx')
) AS indexes(index_name);
