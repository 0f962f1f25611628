CREATE TABLE "career_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"interest" text NOT NULL,
	"message" text,
	"resume_key" text NOT NULL,
	"resume_name" text NOT NULL,
	"resume_type" text NOT NULL,
	"resume_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"category" text NOT NULL,
	"pricing" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"logo_url" text,
	"founder_name" text,
	"founder_email" text,
	"submitter_name" text,
	"submitter_role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_submissions_status_check" CHECK ("tool_submissions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applications_created_idx" ON "career_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tool_submissions_status_idx" ON "tool_submissions" USING btree ("status","submitted_at");