CREATE TABLE "tool_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"source_url" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"by_kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_changes_by_kind_check" CHECK ("tool_changes"."by_kind" IN ('editor', 'maker', 'visitor', 'site'))
);
--> statement-breakpoint
CREATE TABLE "tool_fact_sources" (
	"tool_id" text NOT NULL,
	"fact" text NOT NULL,
	"source_url" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	CONSTRAINT "tool_fact_sources_tool_id_fact_pk" PRIMARY KEY("tool_id","fact"),
	CONSTRAINT "tool_fact_sources_fact_check" CHECK ("tool_fact_sources"."fact" IN ('pricing', 'startingPrice', 'freePlan', 'api', 'openSource', 'selfHostable', 'platforms')),
	CONSTRAINT "tool_fact_sources_confirmed_check" CHECK (("tool_fact_sources"."confirmed_at" IS NULL) = ("tool_fact_sources"."confirmed_by" IS NULL) AND ("tool_fact_sources"."confirmed_by" IS NULL OR "tool_fact_sources"."confirmed_by" IN ('editor', 'maker', 'suggestion')) AND ("tool_fact_sources"."confirmed_at" IS NULL OR "tool_fact_sources"."source_url" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "starting_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "starting_price_currency" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "starting_price_period" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "free_plan" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "open_source" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "open_source_licence" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "repository_url" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "self_hostable" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "website_answered_at" date;--> statement-breakpoint
ALTER TABLE "tool_changes" ADD CONSTRAINT "tool_changes_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_fact_sources" ADD CONSTRAINT "tool_fact_sources_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_changes_tool_idx" ON "tool_changes" USING btree ("tool_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_changes_changed_idx" ON "tool_changes" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_starting_price_check" CHECK (("ai_tools"."starting_price" IS NULL) = ("ai_tools"."starting_price_currency" IS NULL) AND ("ai_tools"."starting_price" IS NULL) = ("ai_tools"."starting_price_period" IS NULL) AND ("ai_tools"."starting_price" IS NULL OR "ai_tools"."starting_price" >= 0) AND ("ai_tools"."starting_price_period" IS NULL OR "ai_tools"."starting_price_period" IN ('month', 'year', 'once')));--> statement-breakpoint
-- A row of a tool's public history is a change of a public page, whoever made it: the same
-- notice as an administrator's audited write empties every app server's page cache.
CREATE TRIGGER tool_changes_site_changed AFTER INSERT ON tool_changes
  FOR EACH STATEMENT EXECUTE FUNCTION site_changed_notify();
