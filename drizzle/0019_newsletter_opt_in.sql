ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "newsletter_subscribers"."confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unconfirmed_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "newsletter_subscribers"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notify_subscriptions_page_created_idx" ON "notify_subscriptions" USING btree ("page","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);