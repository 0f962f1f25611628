CREATE TABLE "catalogue_name_uses" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tools" integer NOT NULL,
	CONSTRAINT "catalogue_name_uses_kind_name_pk" PRIMARY KEY("kind","name"),
	CONSTRAINT "catalogue_name_uses_kind_check" CHECK ("catalogue_name_uses"."kind" IN ('all', 'category', 'pricing'))
);
--> statement-breakpoint
CREATE TABLE "page_views_daily_keys" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_daily_keys_kind_day_key_pk" PRIMARY KEY("kind","day","key"),
	CONSTRAINT "page_views_daily_keys_kind_check" CHECK ("page_views_daily_keys"."kind" IN ('path', 'referrer'))
);
--> statement-breakpoint
CREATE TABLE "site_page_views_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_window" (
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"saves" integer,
	CONSTRAINT "traffic_window_kind_position_pk" PRIMARY KEY("kind","position"),
	CONSTRAINT "traffic_window_kind_check" CHECK ("traffic_window"."kind" IN ('path', 'referrer', 'tool'))
);
--> statement-breakpoint
-- How many tools use each category and pricing option, and how many tools there are, follow
-- every statement on ai_tools (decision 039). As with search_terms, only what a statement changed
-- is written, in (kind, name) order: an update of other columns writes and locks no count.
CREATE OR REPLACE FUNCTION catalogue_name_uses_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO catalogue_name_uses AS u (kind, name, tools)
    SELECT kind, name, sum(n)::int FROM (
      SELECT 'category' AS kind, used.name, -1 AS n FROM old_tools, unnest(old_tools.category) AS used(name)
      UNION ALL
      SELECT 'pricing', old_tools.pricing, -1 FROM old_tools WHERE old_tools.pricing IS NOT NULL
      UNION ALL
      SELECT 'category', used.name, 1 FROM new_tools, unnest(new_tools.category) AS used(name)
      UNION ALL
      SELECT 'pricing', new_tools.pricing, 1 FROM new_tools WHERE new_tools.pricing IS NOT NULL
    ) AS changes
    GROUP BY kind, name HAVING sum(n) <> 0
    ORDER BY kind, name
    ON CONFLICT (kind, name) DO UPDATE SET tools = u.tools + excluded.tools;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_name_uses AS u (kind, name, tools)
    SELECT kind, name, sum(n)::int FROM (
      SELECT 'all' AS kind, '' AS name, 1 AS n FROM new_tools
      UNION ALL
      SELECT 'category', used.name, 1 FROM new_tools, unnest(new_tools.category) AS used(name)
      UNION ALL
      SELECT 'pricing', new_tools.pricing, 1 FROM new_tools WHERE new_tools.pricing IS NOT NULL
    ) AS changes
    GROUP BY kind, name
    ORDER BY kind, name
    ON CONFLICT (kind, name) DO UPDATE SET tools = u.tools + excluded.tools;
  ELSE
    INSERT INTO catalogue_name_uses AS u (kind, name, tools)
    SELECT kind, name, sum(n)::int FROM (
      SELECT 'all' AS kind, '' AS name, -1 AS n FROM old_tools
      UNION ALL
      SELECT 'category', used.name, -1 FROM old_tools, unnest(old_tools.category) AS used(name)
      UNION ALL
      SELECT 'pricing', old_tools.pricing, -1 FROM old_tools WHERE old_tools.pricing IS NOT NULL
    ) AS changes
    GROUP BY kind, name
    ORDER BY kind, name
    ON CONFLICT (kind, name) DO UPDATE SET tools = u.tools + excluded.tools;
  END IF;
  DELETE FROM catalogue_name_uses WHERE kind <> 'all' AND tools <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_tools_name_uses_insert AFTER INSERT ON ai_tools
  REFERENCING NEW TABLE AS new_tools
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_name_uses_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_name_uses_update AFTER UPDATE ON ai_tools
  REFERENCING OLD TABLE AS old_tools NEW TABLE AS new_tools
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_name_uses_follow_tools();
--> statement-breakpoint
CREATE TRIGGER ai_tools_name_uses_delete AFTER DELETE ON ai_tools
  REFERENCING OLD TABLE AS old_tools
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_name_uses_follow_tools();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_name_uses_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM catalogue_name_uses;
  INSERT INTO catalogue_name_uses (kind, name, tools) VALUES ('all', '', 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_tools_name_uses_truncate AFTER TRUNCATE ON ai_tools
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_name_uses_clear();
--> statement-breakpoint
INSERT INTO catalogue_name_uses (kind, name, tools)
SELECT 'all', '', count(*)::int FROM ai_tools
UNION ALL
SELECT 'category', used.name, count(*)::int FROM ai_tools, unnest(ai_tools.category) AS used(name) GROUP BY used.name
UNION ALL
SELECT 'pricing', pricing, count(*)::int FROM ai_tools WHERE pricing IS NOT NULL GROUP BY pricing;
--> statement-breakpoint
-- The days of raw page views still kept, rolled up for the traffic page as the job now does.
INSERT INTO site_page_views_daily (day, views)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM page_views GROUP BY 1;
--> statement-breakpoint
INSERT INTO page_views_daily_keys (kind, day, key, views)
SELECT 'path', (created_at AT TIME ZONE 'UTC')::date, path, count(*)::int FROM page_views
WHERE created_at >= now() - interval '31 days' GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO page_views_daily_keys (kind, day, key, views)
SELECT 'referrer', (created_at AT TIME ZONE 'UTC')::date, referrer_host, count(*)::int FROM page_views
WHERE created_at >= now() - interval '31 days' AND referrer_host IS NOT NULL GROUP BY 2, 3;
