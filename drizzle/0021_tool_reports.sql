CREATE TABLE "tool_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"email" text,
	"source" text DEFAULT 'visitor' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "tool_reports_reason_check" CHECK ("tool_reports"."reason" IN ('broken_link', 'outdated', 'wrong_category', 'wrong_pricing', 'spam', 'other')),
	CONSTRAINT "tool_reports_source_check" CHECK ("tool_reports"."source" IN ('visitor', 'link_check')),
	CONSTRAINT "tool_reports_status_check" CHECK ("tool_reports"."status" IN ('open', 'resolved', 'dismissed')),
	CONSTRAINT "tool_reports_note_length_check" CHECK (char_length("tool_reports"."note") <= 1000),
	CONSTRAINT "tool_reports_resolution_length_check" CHECK (char_length("tool_reports"."resolution") <= 500)
);
--> statement-breakpoint
ALTER TABLE "tool_reports" ADD CONSTRAINT "tool_reports_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_reports_status_idx" ON "tool_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tool_reports_tool_idx" ON "tool_reports" USING btree ("tool_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_reports_one_link_check_idx" ON "tool_reports" USING btree ("tool_id") WHERE "tool_reports"."source" = 'link_check' AND "tool_reports"."status" = 'open';