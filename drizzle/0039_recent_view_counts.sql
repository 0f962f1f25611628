CREATE TABLE "recent_view_counts" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_view_counts_one_row" CHECK ("recent_view_counts"."only")
);
--> statement-breakpoint
CREATE INDEX "tool_page_views_daily_day_idx" ON "tool_page_views_daily" USING btree ("day","tool_id");