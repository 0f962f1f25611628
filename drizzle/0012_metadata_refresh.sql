CREATE TABLE "metadata_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"run_id" bigint,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"final_url" text,
	"title" text,
	"description" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "tool_checks" ADD CONSTRAINT "tool_checks_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checks" ADD CONSTRAINT "tool_checks_run_id_metadata_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."metadata_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metadata_runs_started_idx" ON "metadata_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_runs_one_running_idx" ON "metadata_runs" USING btree ((true)) WHERE "metadata_runs"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tool_checks_tool_idx" ON "tool_checks" USING btree ("tool_id","checked_at" DESC NULLS LAST);