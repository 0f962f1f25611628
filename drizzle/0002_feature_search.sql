DROP INDEX "ai_tools_features_idx";--> statement-breakpoint
CREATE INDEX "ai_tools_features_trgm_idx" ON "ai_tools" USING gin (tools_text_array("features") gin_trgm_ops);