CREATE TABLE "blog_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_slug" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comments_status_check" CHECK ("blog_comments"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "notify_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blog_comments_article_idx" ON "blog_comments" USING btree ("article_slug","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_subscriptions_page_email_idx" ON "notify_subscriptions" USING btree ("page","email");