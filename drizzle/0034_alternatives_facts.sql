-- tool_search also holds the facts a tool's alternatives are filtered on (decision 032): a free
-- plan, open source, self-hostable, platforms and the starting price. It is emptied, given the
-- columns and filled again, as in 0020.
TRUNCATE "tool_search";--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "free_plan" boolean;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "open_source" boolean;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "self_hostable" boolean;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "platforms" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "starting_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "starting_price_currency" text;--> statement-breakpoint
ALTER TABLE "tool_search" ADD COLUMN "starting_price_period" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tool_search_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM tool_search WHERE id IN (SELECT id FROM old_tools);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM tool_search WHERE id IN (
      SELECT old_tools.id FROM old_tools
      WHERE NOT EXISTS (
        SELECT 1 FROM new_tools WHERE new_tools.id = old_tools.id AND new_tools.status = 'published'));
  END IF;
  INSERT INTO tool_search AS s (id, rank_rating, popularity, createdat, pricing, category, apiaccess,
    search_vector, free_plan, open_source, self_hostable, platforms, starting_price,
    starting_price_currency, starting_price_period)
  SELECT id, rank_rating, popularity, createdat, pricing, category, apiaccess, strip(search_vector),
         free_plan, open_source, self_hostable, platforms, starting_price,
         starting_price_currency, starting_price_period
  FROM new_tools
  WHERE status = 'published'
  ORDER BY id
  ON CONFLICT (id) DO UPDATE SET
    rank_rating = excluded.rank_rating,
    popularity = excluded.popularity,
    createdat = excluded.createdat,
    pricing = excluded.pricing,
    category = excluded.category,
    apiaccess = excluded.apiaccess,
    search_vector = excluded.search_vector,
    free_plan = excluded.free_plan,
    open_source = excluded.open_source,
    self_hostable = excluded.self_hostable,
    platforms = excluded.platforms,
    starting_price = excluded.starting_price,
    starting_price_currency = excluded.starting_price_currency,
    starting_price_period = excluded.starting_price_period
  WHERE (s.rank_rating, s.popularity, s.createdat, s.pricing, s.category, s.apiaccess, s.search_vector,
         s.free_plan, s.open_source, s.self_hostable, s.platforms, s.starting_price,
         s.starting_price_currency, s.starting_price_period)
    IS DISTINCT FROM (excluded.rank_rating, excluded.popularity, excluded.createdat, excluded.pricing,
                      excluded.category, excluded.apiaccess, excluded.search_vector,
                      excluded.free_plan, excluded.open_source, excluded.self_hostable,
                      excluded.platforms, excluded.starting_price,
                      excluded.starting_price_currency, excluded.starting_price_period);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO tool_search (id, rank_rating, popularity, createdat, pricing, category, apiaccess,
  search_vector, free_plan, open_source, self_hostable, platforms, starting_price,
  starting_price_currency, starting_price_period)
SELECT id, rank_rating, popularity, createdat, pricing, category, apiaccess, strip(search_vector),
       free_plan, open_source, self_hostable, platforms, starting_price,
       starting_price_currency, starting_price_period
FROM ai_tools
WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "tool_search_alternatives_idx" ON "tool_search" USING btree ("rank_rating" DESC NULLS LAST,"id","category","apiaccess","free_plan","open_source","self_hostable","platforms","starting_price","starting_price_currency","starting_price_period");--> statement-breakpoint
CREATE INDEX "tool_search_free_plan_idx" ON "tool_search" USING btree ("id") WHERE free_plan;--> statement-breakpoint
CREATE INDEX "tool_search_open_source_idx" ON "tool_search" USING btree ("id") WHERE open_source;--> statement-breakpoint
CREATE INDEX "tool_search_self_hostable_idx" ON "tool_search" USING btree ("id") WHERE self_hostable;--> statement-breakpoint
CREATE INDEX "tool_search_platforms_idx" ON "tool_search" USING gin ("platforms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tool_search_starting_price_idx" ON "tool_search" USING btree ("starting_price_currency","starting_price_period","starting_price") WHERE starting_price IS NOT NULL;--> statement-breakpoint
ANALYZE tool_search;
