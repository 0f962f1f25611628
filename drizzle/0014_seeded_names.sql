ALTER TABLE "categories" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_seed_unique" UNIQUE("seed");--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_seed_unique" UNIQUE("seed");--> statement-breakpoint
-- The spec's names as they stand now: a row still named as seeded was seeded so.
UPDATE "categories" SET "seed" = "name" WHERE "name" IN ('Text Generation', 'Image Generation', 'Conversational AI', 'Code Generation', 'Search', 'Marketing', 'Design', 'Developer Tools', 'Video Editing', 'Transcription', 'Translation', 'Automation', 'Collaboration', 'Presentation', 'Voice Generation', 'Customer Service', 'Data Analysis', 'Research', 'Education', 'Productivity', 'Content Creation', 'Open Source', 'Career', 'Business', 'Sales', 'Machine Learning', 'No-Code', 'Integration');
--> statement-breakpoint
UPDATE "pricing_options" SET "seed" = "name" WHERE "name" IN ('Free', 'Freemium', 'Subscription', 'Credit-based', 'Self-hosted', 'Paid');
