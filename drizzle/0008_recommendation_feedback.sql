CREATE TABLE "recommendation_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"need" text NOT NULL,
	"tool_id" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_feedback_vote_check" CHECK ("recommendation_feedback"."vote" IN ('helpful', 'not_helpful'))
);
--> statement-breakpoint
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_feedback_created_idx" ON "recommendation_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recommendation_feedback_tool_idx" ON "recommendation_feedback" USING btree ("tool_id");