CREATE TABLE "submission_mappings" (
	"field" text NOT NULL,
	"submitted" text NOT NULL,
	"category" text,
	"pricing" text,
	CONSTRAINT "submission_mappings_field_submitted_pk" PRIMARY KEY("field","submitted"),
	CONSTRAINT "submission_mappings_target_check" CHECK (("submission_mappings"."field" = 'category' AND "submission_mappings"."pricing" IS NULL) OR ("submission_mappings"."field" = 'pricing' AND "submission_mappings"."category" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_mappings" ADD CONSTRAINT "submission_mappings_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "submission_mappings" ADD CONSTRAINT "submission_mappings_pricing_pricing_options_name_fk" FOREIGN KEY ("pricing") REFERENCES "public"."pricing_options"("name") ON DELETE set null ON UPDATE cascade;
--> statement-breakpoint
-- The spec's order (the filters' order) for the seeded names; names added later go last.
UPDATE "categories" SET "position" = seed.position
FROM (VALUES ('Text Generation', 1), ('Image Generation', 2), ('Conversational AI', 3), ('Code Generation', 4), ('Search', 5), ('Marketing', 6), ('Design', 7), ('Developer Tools', 8), ('Video Editing', 9), ('Transcription', 10), ('Translation', 11), ('Automation', 12), ('Collaboration', 13), ('Presentation', 14), ('Voice Generation', 15), ('Customer Service', 16), ('Data Analysis', 17), ('Research', 18), ('Education', 19), ('Productivity', 20), ('Content Creation', 21), ('Open Source', 22), ('Career', 23), ('Business', 24), ('Sales', 25), ('Machine Learning', 26), ('No-Code', 27), ('Integration', 28)) AS seed(name, position) WHERE "categories"."name" = seed.name;
--> statement-breakpoint
UPDATE "pricing_options" SET "position" = seed.position
FROM (VALUES ('Free', 1), ('Freemium', 2), ('Subscription', 3), ('Credit-based', 4), ('Self-hosted', 5), ('Paid', 6)) AS seed(name, position) WHERE "pricing_options"."name" = seed.name;
--> statement-breakpoint
-- The submission form's choices (spec 2 §3) as the catalogue's, in a database already seeded
-- (an empty one gets them with its categories, app/features/catalogue/mutations.server.ts).
INSERT INTO "submission_mappings" ("field", "submitted", "category")
SELECT 'category', seed.submitted, c.name
FROM (VALUES ('Text Generation', 'Text Generation'), ('Image Generation', 'Image Generation'), ('Code Assistant', 'Code Generation'), ('Video Generation', 'Video Editing'), ('Audio Generation', 'Voice Generation'), ('Chatbot', 'Conversational AI'), ('Data Analysis', 'Data Analysis'), ('Productivity', 'Productivity'), ('Marketing', 'Marketing'), ('Other', NULL::text)) AS seed(submitted, category) LEFT JOIN "categories" c ON c.name = seed.category
WHERE EXISTS (SELECT 1 FROM "categories");
--> statement-breakpoint
INSERT INTO "submission_mappings" ("field", "submitted", "pricing")
SELECT 'pricing', seed.submitted, p.name
FROM (VALUES ('Free', 'Free'), ('Freemium', 'Freemium'), ('Paid', 'Paid'), ('Free Trial', 'Subscription'), ('Contact for Pricing', 'Paid')) AS seed(submitted, pricing) LEFT JOIN "pricing_options" p ON p.name = seed.pricing
WHERE EXISTS (SELECT 1 FROM "pricing_options");
