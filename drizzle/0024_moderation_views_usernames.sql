CREATE TABLE "page_view_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_view_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
ALTER TABLE "tool_reviews" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Usernames become unique regardless of case. Where two people already share one, the person
-- who set it first keeps it and the others fall back to their account name until they choose
-- another.
UPDATE "profiles" SET "username" = NULL WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "updated_at", "id") AS "n"
		FROM "profiles" WHERE "username" IS NOT NULL
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_idx" ON "profiles" USING btree (lower("username"));
