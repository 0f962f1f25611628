-- The link checker used to write the day a tool's website answered into checkedat, and tool pages
-- called it "Facts checked". That day now has its own column, taken from the checks themselves.
UPDATE "ai_tools" SET "website_answered_at" = "answered"."day"
FROM (
	SELECT "tool_id", max("checked_at")::date AS "day" FROM "tool_checks" WHERE "ok" GROUP BY "tool_id"
) AS "answered"
WHERE "answered"."tool_id" = "ai_tools"."id";--> statement-breakpoint
-- A facts check is now a confirmation of each fact against its source (tool_fact_sources). No
-- stored date said which fact was checked against which page, so none is carried over.
ALTER TABLE "ai_tools" DROP COLUMN "checkedat";
