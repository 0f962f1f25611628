CREATE TABLE "tool_visits_daily" (
	"tool_id" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_visits_daily_tool_id_day_source_pk" PRIMARY KEY("tool_id","day","source"),
	CONSTRAINT "tool_visits_daily_source_check" CHECK ("tool_visits_daily"."source" IN ('tool', 'compare', 'api', 'other'))
);
--> statement-breakpoint
ALTER TABLE "tool_visits_daily" ADD CONSTRAINT "tool_visits_daily_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;