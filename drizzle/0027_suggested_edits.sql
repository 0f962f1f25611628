CREATE TABLE "tool_edit_suggestions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"user_id" text,
	"proposed" jsonb NOT NULL,
	"base" jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied" text[],
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "tool_edit_suggestions_status_check" CHECK ("tool_edit_suggestions"."status" IN ('pending', 'accepted', 'rejected')),
	CONSTRAINT "tool_edit_suggestions_note_length_check" CHECK (char_length("tool_edit_suggestions"."note") <= 1000),
	CONSTRAINT "tool_edit_suggestions_reason_length_check" CHECK (char_length("tool_edit_suggestions"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "tool_edit_suggestions" ADD CONSTRAINT "tool_edit_suggestions_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_edit_suggestions" ADD CONSTRAINT "tool_edit_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_edit_suggestions_status_idx" ON "tool_edit_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tool_edit_suggestions_tool_idx" ON "tool_edit_suggestions" USING btree ("tool_id","status");