ALTER TABLE "blog_comments" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_comments_status_idx" ON "blog_comments" USING btree ("status","created_at");