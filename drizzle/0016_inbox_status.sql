ALTER TABLE "career_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "career_applications_status_idx" ON "career_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_status_check" CHECK ("career_applications"."status" IN ('new', 'reviewed', 'contacted', 'declined'));--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check" CHECK ("contact_submissions"."status" IN ('new', 'handled'));