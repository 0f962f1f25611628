CREATE TABLE "tool_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tool_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code_email" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "tool_claims_status_check" CHECK ("tool_claims"."status" IN ('open', 'requested', 'owner', 'refused')),
	CONSTRAINT "tool_claims_note_length_check" CHECK (char_length("tool_claims"."note") <= 1000),
	CONSTRAINT "tool_claims_reason_length_check" CHECK (char_length("tool_claims"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "tool_owners" (
	"tool_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"proof" text NOT NULL,
	"proof_of" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_owners_proof_check" CHECK ("tool_owners"."proof" IN ('email', 'meta', 'well-known', 'administrator'))
);
--> statement-breakpoint
ALTER TABLE "tool_claims" ADD CONSTRAINT "tool_claims_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_claims" ADD CONSTRAINT "tool_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_owners" ADD CONSTRAINT "tool_owners_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_owners" ADD CONSTRAINT "tool_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_claims_tool_user_idx" ON "tool_claims" USING btree ("tool_id","user_id");--> statement-breakpoint
CREATE INDEX "tool_claims_status_idx" ON "tool_claims" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "tool_owners_user_idx" ON "tool_owners" USING btree ("user_id");--> statement-breakpoint
-- A listing that gains, changes or loses its owner says so on its page: every app server drops
-- its cached pages when the write commits (decision 019).
CREATE TRIGGER tool_owners_site_changed AFTER INSERT OR UPDATE OR DELETE ON tool_owners
  FOR EACH STATEMENT EXECUTE FUNCTION site_changed_notify();
