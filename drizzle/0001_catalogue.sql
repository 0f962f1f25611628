CREATE TABLE "ai_tools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"description" text NOT NULL,
	"shortdescription" text NOT NULL,
	"category" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing" text NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"reviewcount" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text NOT NULL,
	"apiaccess" boolean DEFAULT false NOT NULL,
	"createdat" timestamp with time zone DEFAULT now() NOT NULL,
	"pros" text[],
	"cons" text[],
	"usecases" text[],
	"checkedat" date,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, tools_text_array(category)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(shortdescription, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_options" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_tools_search_vector_idx" ON "ai_tools" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ai_tools_name_trgm_idx" ON "ai_tools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ai_tools_category_idx" ON "ai_tools" USING gin ("category");--> statement-breakpoint
CREATE INDEX "ai_tools_features_idx" ON "ai_tools" USING gin ("features");--> statement-breakpoint
CREATE INDEX "ai_tools_rating_idx" ON "ai_tools" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ai_tools_reviewcount_idx" ON "ai_tools" USING btree ("reviewcount" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ai_tools_createdat_idx" ON "ai_tools" USING btree ("createdat" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ai_tools_pricing_idx" ON "ai_tools" USING btree ("pricing");--> statement-breakpoint
CREATE INDEX "ai_tools_name_order_idx" ON "ai_tools" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");