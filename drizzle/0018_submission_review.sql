-- A website's host in lower case without "www." (https://www.Example.com/x -> example.com), for
-- finding a submitted tool that is already listed.
CREATE OR REPLACE FUNCTION tool_host(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(substring($1 from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(?:www\.)?([^/?#:]+)')) $$;
--> statement-breakpoint
ALTER TABLE "tool_submissions" DROP CONSTRAINT "tool_submissions_status_check";--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "tool_id" text;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_tools_host_idx" ON "ai_tools" USING btree (tool_host("url"));--> statement-breakpoint
CREATE INDEX "ai_tools_name_key_idx" ON "ai_tools" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_submissions_tool_idx" ON "tool_submissions" USING btree ("tool_id") WHERE "tool_submissions"."tool_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tool_submissions_user_idx" ON "tool_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_status_check" CHECK ("tool_submissions"."status" IN ('pending', 'approved', 'needs_changes', 'rejected'));