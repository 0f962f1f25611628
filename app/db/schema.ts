import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  jsonb,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { OWNER_PROOFS } from "./owner-proof";
import { TOOL_STATUSES } from "./tool-status";
import { VISIT_SOURCES } from "./visit-sources";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The directory's tools. Column names follow the first design (stored lowercase;
 * docs/product.md#what-the-site-keeps). `search_vector` is maintained by PostgreSQL: name (A),
 * categories (B), short description, features and use cases (C) and description (D), English
 * configuration. `name_key` is the name in lower case without spaces or punctuation, so "chat gpt"
 * and "Chat-GPT" find ChatGPT.
 */
/**
 * The catalogue is read far more than it is written. A GIN index's pending list (fastupdate)
 * makes writes cheaper but every search then reads the whole list until a vacuum merges it:
 * search_terms, rewritten by triggers on every catalogue change, built a list of thousands of
 * entries that made each typo lookup 30 times slower.
 */
const GIN_READ_MOSTLY = { fastupdate: false } as const;

/**
 * The condition every public read of ai_tools carries, written as a literal so that the
 * planner can use the partial indexes below (a bound parameter would hide it from a generic
 * plan).
 */
const PUBLISHED_ONLY = sql`status = 'published'`;

export const aiTools = pgTable(
  "ai_tools",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    logo: text("logo"),
    description: text("description").notNull(),
    shortDescription: text("shortdescription").notNull(),
    category: text("category")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pricing: text("pricing").notNull(),
    /** The average stars of the tool's published reviews, null until it has one (decision 017). */
    rating: doublePrecision("rating"),
    /** How many published reviews it has. Both are written by the tool_reviews triggers only. */
    reviewCount: integer("reviewcount").notNull().default(0),
    /** The catalogue's own score of the tool, shown as "Editor's rating" until users review it. */
    editorialRating: doublePrecision("editorial_rating"),
    /** Signed-in users who saved it, and its page's views over the last 30 days (decision 017). */
    saveCount: integer("save_count").notNull().default(0),
    recentViews: integer("recent_views").notNull().default(0),
    /** What "Highest Rated" and the minimum rating read: users' average, else the editor's. */
    rankRating: doublePrecision("rank_rating").generatedAlwaysAs(
      sql`CASE WHEN reviewcount > 0 THEN rating ELSE editorial_rating END`,
    ),
    /** What "Most Popular" reads: saves, published reviews and page views of the last 30 days. */
    popularity: integer("popularity")
      .notNull()
      .generatedAlwaysAs(sql`save_count + reviewcount + recent_views`),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    url: text("url").notNull(),
    apiAccess: boolean("apiaccess").notNull().default(false),
    createdAt: timestamp("createdat", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    pros: text("pros").array(),
    cons: text("cons").array(),
    useCases: text("usecases").array(),
    /** The checkable facts' values (app/features/catalogue/facts.ts); null is "not stated". */
    startingPrice: numeric("starting_price", { precision: 12, scale: 2, mode: "number" }),
    startingPriceCurrency: text("starting_price_currency"),
    startingPricePeriod: text("starting_price_period", { enum: ["month", "year", "once"] }),
    freePlan: boolean("free_plan"),
    openSource: boolean("open_source"),
    openSourceLicence: text("open_source_licence"),
    repositoryUrl: text("repository_url"),
    selfHostable: boolean("self_hostable"),
    platforms: text("platforms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The last day the link checker found the website answering: not a check of any fact. */
    websiteAnsweredAt: date("website_answered_at", { mode: "string" }),
    status: text("status", { enum: TOOL_STATUSES }).notNull().default("published"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an administrator last changed the tool here, and who: seeding then leaves it alone. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    editedBy: text("edited_by"),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, tools_text_array(category)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(shortdescription, '') || ' ' || tools_text_array(features) || ' ' || tools_text_array(usecases)), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')`,
      ),
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(regexp_replace(name, '[^[:alnum:]]+', '', 'g'))`),
  },
  // The public site reads published tools only, so its indexes hold only those (partial
  // indexes); the administrators' lists use the primary key and the name indexes.
  (t) => [
    check("ai_tools_status_check", sql`${t.status} IN ('draft', 'published', 'archived')`),
    check(
      "ai_tools_starting_price_check",
      sql`(${t.startingPrice} IS NULL) = (${t.startingPriceCurrency} IS NULL) AND (${t.startingPrice} IS NULL) = (${t.startingPricePeriod} IS NULL) AND (${t.startingPrice} IS NULL OR ${t.startingPrice} >= 0) AND (${t.startingPricePeriod} IS NULL OR ${t.startingPricePeriod} IN ('month', 'year', 'once'))`,
    ),
    index("ai_tools_search_vector_idx")
      .using("gin", t.searchVector)
      .with(GIN_READ_MOSTLY)
      .where(PUBLISHED_ONLY),
    index("ai_tools_name_trgm_idx")
      .using("gin", sql`${t.name} gin_trgm_ops`)
      .with(GIN_READ_MOSTLY),
    index("ai_tools_name_key_trgm_idx")
      .using("gin", sql`${t.nameKey} gin_trgm_ops`)
      .with(GIN_READ_MOSTLY)
      .where(PUBLISHED_ONLY),
    index("ai_tools_name_key_prefix_idx")
      .on(t.nameKey.op("text_pattern_ops"))
      .where(PUBLISHED_ONLY),
    index("ai_tools_category_idx")
      .using("gin", t.category)
      .with(GIN_READ_MOSTLY)
      .where(PUBLISHED_ONLY),
    index("ai_tools_features_trgm_idx")
      .using("gin", sql`tools_text_array(${t.features}) gin_trgm_ops`)
      .with(GIN_READ_MOSTLY)
      .where(PUBLISHED_ONLY),
    index("ai_tools_rank_rating_idx").on(t.rankRating.desc(), t.id).where(PUBLISHED_ONLY),
    index("ai_tools_popularity_idx").on(t.popularity.desc(), t.id).where(PUBLISHED_ONLY),
    index("ai_tools_createdat_idx").on(t.createdAt.desc(), t.id).where(PUBLISHED_ONLY),
    index("ai_tools_pricing_idx").on(t.pricing).where(PUBLISHED_ONLY),
    index("ai_tools_name_order_idx").on(t.name, t.id),
    index("ai_tools_status_updated_idx").on(t.status, t.updatedAt.desc(), t.id),
    // A submission's duplicate check: the same website host or the same name, in any status.
    index("ai_tools_host_idx").on(sql`tool_host(${t.url})`),
    index("ai_tools_name_key_idx").on(t.nameKey),
  ],
);

/**
 * The condition every public read of ai_tools carries (decision 013): the site, the API, search,
 * the sitemap, saved tools and the recommender see published tools only. A literal, not a
 * parameter, so the planner can use the partial indexes above in a generic plan too.
 */
export const PUBLISHED = sql`${aiTools.status} = 'published'`;

/**
 * Every word of the catalogue's text with the number of tools that use it, kept current by
 * triggers on ai_tools (migration 0007). Search corrects a typed word that no tool uses to
 * the closest word here ("transcibe" to "transcribe").
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    documents: integer("documents").notNull(),
  },
  // On lower(term), which the terms already are, so that equality lookups (the triggers') use
  // the primary key: the planner would otherwise answer them from this index, 100 times slower.
  (t) => [
    index("search_terms_term_trgm_idx")
      .using("gin", sql`lower(${t.term}) gin_trgm_ops`)
      .with(GIN_READ_MOSTLY),
  ],
);

/**
 * A narrow copy of the published tools, where a search finds its matches (decision 010): the
 * columns searches filter and sort on, and the search vector stripped of positions and weights,
 * which matching does not use (scoring reads ai_tools). A GIN index cannot count or sort
 * matches without reading each one's row, and these rows take a third of the pages ai_tools'
 * rows do. Kept current by statement-level triggers on ai_tools (migration 0017). It also
 * holds the facts a tool's alternatives are filtered on (decision 032, migration 0034), so
 * finding them never reads ai_tools.
 */
export const toolSearch = pgTable(
  "tool_search",
  {
    id: text("id").primaryKey(),
    rankRating: doublePrecision("rank_rating"),
    popularity: integer("popularity").notNull(),
    createdAt: timestamp("createdat", { withTimezone: true, mode: "date" }).notNull(),
    pricing: text("pricing").notNull(),
    category: text("category").array().notNull(),
    apiAccess: boolean("apiaccess").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    freePlan: boolean("free_plan"),
    openSource: boolean("open_source"),
    selfHostable: boolean("self_hostable"),
    platforms: text("platforms").array().notNull(),
    startingPrice: numeric("starting_price", { precision: 12, scale: 2, mode: "number" }),
    startingPriceCurrency: text("starting_price_currency"),
    startingPricePeriod: text("starting_price_period", { enum: ["month", "year", "once"] }),
  },
  (t) => [
    index("tool_search_vector_idx").using("gin", t.searchVector).with(GIN_READ_MOSTLY),
    index("tool_search_category_idx").using("gin", t.category).with(GIN_READ_MOSTLY),
    index("tool_search_rank_rating_idx").on(t.rankRating.desc(), t.id),
    index("tool_search_popularity_idx").on(t.popularity.desc(), t.id),
    index("tool_search_createdat_idx").on(t.createdAt.desc(), t.id),
    index("tool_search_pricing_idx").on(t.pricing),
    // A tool's alternatives (decision 032): the tools in rating order with every column their
    // conditions test, so the best rated that pass are found by reading this index alone; and
    // the filters' own indexes, to combine with the category index when few tools pass.
    index("tool_search_alternatives_idx").on(
      t.rankRating.desc(),
      t.id,
      t.category,
      t.apiAccess,
      t.freePlan,
      t.openSource,
      t.selfHostable,
      t.platforms,
      t.startingPrice,
      t.startingPriceCurrency,
      t.startingPricePeriod,
    ),
    index("tool_search_free_plan_idx")
      .on(t.id)
      .where(sql`free_plan`),
    index("tool_search_open_source_idx")
      .on(t.id)
      .where(sql`open_source`),
    index("tool_search_self_hostable_idx")
      .on(t.id)
      .where(sql`self_hostable`),
    index("tool_search_platforms_idx").using("gin", t.platforms).with(GIN_READ_MOSTLY),
    index("tool_search_starting_price_idx")
      .on(t.startingPriceCurrency, t.startingPricePeriod, t.startingPrice)
      .where(sql`starting_price IS NOT NULL`),
  ],
);

/**
 * The categories a tool may have (docs/product.md#what-the-site-keeps), editable by administrators
 * (decision 013). The position orders the filters and picks the footer's shortcuts; the spec's 28
 * are the seed. `seed` is the spec's name a row was seeded as, kept through renames: the bundled
 * catalogue and the recommender's rules name the spec's categories, and read them through it.
 */
export const categories = pgTable("categories", {
  name: text("name").primaryKey(),
  position: integer("position").notNull().default(0),
  seed: text("seed").unique(),
});

/**
 * The pricing options a tool may have (docs/product.md#what-the-site-keeps), editable like the
 * categories.
 */
export const pricingOptions = pgTable("pricing_options", {
  name: text("name").primaryKey(),
  position: integer("position").notNull().default(0),
  seed: text("seed").unique(),
});

/**
 * How the submission form's choices (docs/product.md#submit-a-tool) read as the catalogue's: one
 * row per submitted category or pricing option, naming the category or the pricing option it
 * becomes (none when an administrator must choose, as for "Other"). Renaming a category or pricing
 * option carries over; removing one leaves its submitted choices unmapped.
 */
export const submissionMappings = pgTable(
  "submission_mappings",
  {
    field: text("field", { enum: ["category", "pricing"] }).notNull(),
    submitted: text("submitted").notNull(),
    category: text("category").references(() => categories.name, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
    pricing: text("pricing").references(() => pricingOptions.name, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
  },
  (t) => [
    primaryKey({ columns: [t.field, t.submitted] }),
    check(
      "submission_mappings_target_check",
      sql`(${t.field} = 'category' AND ${t.pricing} IS NULL) OR (${t.field} = 'pricing' AND ${t.category} IS NULL)`,
    ),
  ],
);

/**
 * Newsletter subscribers (decision 016); emails are stored trimmed and lower-cased. An address
 * counts, and is exported, only once its owner confirmed it through the emailed link
 * (`confirmed_at`); unsubscribing deletes the row.
 *
 * `token_hash` is the SHA-256 (hex) of the random token in the confirmation and unsubscribe
 * links. The token itself is only ever in the email: someone who reads the database cannot
 * confirm or unsubscribe anyone, and a link finds its row through the unique index. Asking
 * again before confirming replaces it (the newest email's links are the ones that work). Rows
 * from before double opt-in have none, and stay unconfirmed until their owner subscribes again.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    tokenHash: text("token_hash"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    uniqueIndex("newsletter_subscribers_token_idx").on(t.tokenHash),
    // The admin list, newest first, in each state; the confirmed one also counts the public
    // figure from the index alone.
    index("newsletter_subscribers_confirmed_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.confirmedAt} IS NOT NULL`),
    index("newsletter_subscribers_unconfirmed_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.confirmedAt} IS NULL`),
  ],
);

/** First-party page views: no cookie, no IP address, only path, referrer host and time. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);

/**
 * Who was counted today for a page, so a visitor's page view counts once a day: a keyed hash of
 * their address, browser and the page under a key that changes every day and is never stored.
 * Rows of days before yesterday are deleted every hour (`scheduleForgettingVisitors`);
 * nothing here names an address.
 */
export const pageViewVisitors = pgTable(
  "page_view_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/**
 * Visits of tools' websites through /go/{id} (decision 028): one row per tool, UTC day and source
 * with how many visits it had, added to by one upsert per visit. No raw visit is kept: no time,
 * address, cookie or user, only the day's count.
 */
export const toolVisitsDaily = pgTable(
  "tool_visits_daily",
  {
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source", { enum: VISIT_SOURCES }).notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.day, t.source] }),
    check(
      "tool_visits_daily_source_check",
      sql`${t.source} IN ('tool', 'compare', 'api', 'mcp', 'other')`,
    ),
  ],
);

/**
 * Each tool page's views per UTC day (docs/product.md#page-views), rolled up from page_views by
 * the roll-up job (app/features/analytics/rollup.server.ts): a day is recomputed from its raw
 * rows, never added to, so rolling it again gives the same figure. The makers' dashboard reads
 * these rows, not the raw ones, which are deleted after PAGE_VIEW_RETENTION_DAYS.
 */
export const toolPageViewsDaily = pgTable(
  "tool_page_views_daily",
  {
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.day] }),
    // One day's rows: the roll-up replaces them, and the count of recent views reads them.
    index("tool_page_views_daily_day_idx").on(t.day, t.toolId),
  ],
);

/**
 * When every tool's recent page views (ai_tools.recent_views, decision 017) were last counted
 * from tool_page_views_daily by the roll-up job. The next count looks only at the tools viewed on
 * a day rolled up since, or on a day that has left the window since. One row at most.
 */
export const recentViewCounts = pgTable(
  "recent_view_counts",
  {
    only: boolean("only").primaryKey().default(true),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("recent_view_counts_one_row", sql`${t.only}`)],
);

/**
 * All of the site's page views per UTC day, rolled up with tool_page_views_daily (decision 039):
 * the admin traffic page's chart reads these, so it keeps its days after raw rows are deleted.
 */
export const sitePageViewsDaily = pgTable("site_page_views_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
});

/**
 * Each path's and each referring host's page views per UTC day, rolled up with
 * tool_page_views_daily for the traffic window (traffic_window) and deleted once older than it.
 * `kind` is 'path' or 'referrer'; `key` the path or the host.
 */
export const pageViewsDailyKeys = pgTable(
  "page_views_daily_keys",
  {
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.key] }),
    check("page_views_daily_keys_kind_check", sql`${t.kind} IN ('path', 'referrer')`),
  ],
);

/**
 * The admin traffic page's ranked lists over the last TRAFFIC_DAYS days, counted from the daily
 * rows by the roll-up job each time it runs (decision 039), so the page reads a few rows however
 * large the traffic. `kind` is 'path', 'referrer' or 'tool'; `saves` is a tool's saves in the
 * same days. They were counted at the job's last run, page_view_rollups' latest `rolled_at`.
 */
export const trafficWindow = pgTable(
  "traffic_window",
  {
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    saves: integer("saves"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.position] }),
    check("traffic_window_kind_check", sql`${t.kind} IN ('path', 'referrer', 'tool')`),
  ],
);

/**
 * How many tools use each category and each pricing option, and how many tools there are
 * ('all', name ''), kept by a trigger on ai_tools (migration 0036, decision 039) so the admin
 * overview reads them instead of counting every tool.
 */
export const catalogueNameUses = pgTable(
  "catalogue_name_uses",
  {
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    tools: integer("tools").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.name] }),
    check("catalogue_name_uses_kind_check", sql`${t.kind} IN ('all', 'category', 'pricing')`),
  ],
);

/**
 * The UTC days of page views rolled up into tool_page_views_daily, and when. A day is complete
 * once it was rolled up after it ended (and a few minutes more, for views still being written):
 * only then may its raw rows be deleted, and it is not rolled up again.
 */
export const pageViewRollups = pgTable("page_view_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull(),
  complete: boolean("complete").notNull().default(false),
});

/**
 * Blog comments. Every comment starts as 'pending' and is only ever shown after an
 * administrator approves it; the text and the name as given are stored as plain text and never
 * rendered as HTML. No address or cookie is kept with it.
 */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleSlug: text("article_slug").notNull(),
    /** The name the commenter gave, if any. */
    authorName: text("author_name"),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an administrator last approved or rejected it. */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    check("blog_comments_status_check", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    index("blog_comments_article_idx").on(t.articleSlug, t.status, t.createdAt),
    // The moderation queue: each status, oldest first.
    index("blog_comments_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * "Notify me" requests from the coming-soon pages: an email (trimmed, lower-cased) per page,
 * kept once per page however often it is sent.
 */
export const notifySubscriptions = pgTable(
  "notify_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    page: text("page").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notify_subscriptions_page_email_idx").on(t.page, t.email),
    // The admin list of each page's requests, newest first.
    index("notify_subscriptions_page_created_idx").on(t.page, t.createdAt.desc(), t.id.desc()),
  ],
);

// Accounts. The four tables below are the auth library's (user, session, account,
// verification); their property names are the library's field names.

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Profiles (docs/product.md#what-the-site-keeps): one per user, same id; the avatar is a storage
 * key of a public object.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username"),
    avatarKey: text("avatar_key"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A username names one person: two that differ only in case are the same name.
  (t) => [uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`)],
);

/**
 * Tools a user saved (docs/product.md#what-the-site-keeps); removing the user or the tool removes
 * the row.
 */
export const savedTools = pgTable(
  "saved_tools",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.toolId] }),
    index("saved_tools_user_created_idx").on(t.userId, t.createdAt),
    index("saved_tools_tool_idx").on(t.toolId),
  ],
);

/**
 * Each user's alerts about saved tools (docs/product.md#alerts-about-saved-tools): on unless the
 * user turned them off; a user without a row has them on. `sentUpTo` is the last history row
 * (tool_changes.id) a digest covered, so no change is told twice; `lastDigestAt` keeps digests
 * at most one a day. The digest job claims a user by updating this row conditionally.
 */
export const toolAlertSettings = pgTable("tool_alert_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  sentUpTo: bigint("sent_up_to", { mode: "number" }).notNull().default(0),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The unsubscribe links of alert digests: the SHA-256 of each digest's random token (decision
 * 016's links), so every digest sent keeps working; removed with the user.
 */
export const toolAlertTokens = pgTable(
  "tool_alert_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tool_alert_tokens_user_idx").on(t.userId)],
);

/**
 * Each tool owner's emails about their tools (docs/product.md#your-tools): on unless the
 * user turned them off; no row means on. `reviewsUpTo` and `reportsUpTo` are the last review
 * and listing report (by id) a digest told, and `lastDigestAt` keeps digests at most one a
 * day; the digest job claims a user by updating this row conditionally, as for alerts.
 */
export const ownerMailSettings = pgTable("owner_mail_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  reviewsUpTo: bigint("reviews_up_to", { mode: "number" }).notNull().default(0),
  reportsUpTo: bigint("reports_up_to", { mode: "number" }).notNull().default(0),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The unsubscribe links of owners' digests: the SHA-256 of each digest's token, as for alerts. */
export const ownerMailTokens = pgTable(
  "owner_mail_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("owner_mail_tokens_user_idx").on(t.userId)],
);

/** Administrators, by email (docs/product.md#what-the-site-keeps), stored lower-cased. */
export const adminUsers = pgTable("admin_users", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the app generates for itself when none is configured (shared by every app server). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the contact form (docs/product.md#what-the-site-keeps). */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'new' until an administrator marks it handled. */
    status: text("status", { enum: ["new", "handled"] })
      .notNull()
      .default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
  },
  (t) => [
    index("contact_submissions_created_idx").on(t.createdAt),
    check("contact_submissions_status_check", sql`${t.status} IN ('new', 'handled')`),
    index("contact_submissions_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Tools sent for listing (docs/product.md#what-the-site-keeps), waiting for review. Empty optional
 * fields are NULL; the submitter's account is kept when they were signed in.
 */
export const toolSubmissions = pgTable(
  "tool_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    category: text("category").notNull(),
    pricing: text("pricing").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    email: text("email").notNull(),
    logoUrl: text("logo_url"),
    founderName: text("founder_name"),
    founderEmail: text("founder_email"),
    submitterName: text("submitter_name"),
    submitterRole: text("submitter_role"),
    /** pending until an administrator approves it, asks for changes or rejects it. */
    status: text("status", { enum: ["pending", "approved", "needs_changes", "rejected"] })
      .notNull()
      .default("pending"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** Why it needs changes or was rejected, as the submitter was told. */
    reason: text("reason"),
    /** The tool an approval created; one submission becomes at most one tool. */
    toolId: text("tool_id").references(() => aiTools.id, { onDelete: "set null" }),
    /** When the submitter was told their tool is on the site. */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "tool_submissions_status_check",
      sql`${t.status} IN ('pending', 'approved', 'needs_changes', 'rejected')`,
    ),
    index("tool_submissions_status_idx").on(t.status, t.submittedAt),
    uniqueIndex("tool_submissions_tool_idx")
      .on(t.toolId)
      .where(sql`${t.toolId} IS NOT NULL`),
    // A submitter's own list on their dashboard.
    index("tool_submissions_user_idx").on(t.userId, t.submittedAt),
  ],
);

/**
 * Job applications (docs/product.md#what-the-site-keeps); the resume is a private storage object.
 */
export const careerApplications = pgTable(
  "career_applications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    interest: text("interest").notNull(),
    message: text("message"),
    resumeKey: text("resume_key").notNull(),
    resumeName: text("resume_name").notNull(),
    resumeType: text("resume_type").notNull(),
    resumeSize: integer("resume_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'new' until an administrator reviews it; then reviewed, contacted or declined. */
    status: text("status", { enum: ["new", "reviewed", "contacted", "declined"] })
      .notNull()
      .default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
  },
  (t) => [
    index("career_applications_created_idx").on(t.createdAt),
    check(
      "career_applications_status_check",
      sql`${t.status} IN ('new', 'reviewed', 'contacted', 'declined')`,
    ),
    index("career_applications_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Reports that a listing is wrong (decision 018): from a visitor of the tool's page, or filed by
 * the link checker when a website failed three checks in a row. Open until an administrator
 * resolves or dismisses them, with a note. The partial unique index keeps the link checker to
 * one open report per tool.
 */
export const toolReports = pgTable(
  "tool_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    reason: text("reason", {
      enum: ["broken_link", "outdated", "wrong_category", "wrong_pricing", "spam", "other"],
    }).notNull(),
    note: text("note"),
    /** Where the reporter would like a reply, if anywhere. */
    email: text("email"),
    source: text("source", { enum: ["visitor", "link_check"] })
      .notNull()
      .default("visitor"),
    status: text("status", { enum: ["open", "resolved", "dismissed"] })
      .notNull()
      .default("open"),
    /** The administrator's note on the decision. */
    resolution: text("resolution"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    check(
      "tool_reports_reason_check",
      sql`${t.reason} IN ('broken_link', 'outdated', 'wrong_category', 'wrong_pricing', 'spam', 'other')`,
    ),
    check("tool_reports_source_check", sql`${t.source} IN ('visitor', 'link_check')`),
    check("tool_reports_status_check", sql`${t.status} IN ('open', 'resolved', 'dismissed')`),
    check("tool_reports_note_length_check", sql`char_length(${t.note}) <= 1000`),
    check("tool_reports_resolution_length_check", sql`char_length(${t.resolution}) <= 500`),
    index("tool_reports_status_idx").on(t.status, t.createdAt),
    index("tool_reports_tool_idx").on(t.toolId, t.status, t.createdAt),
    uniqueIndex("tool_reports_one_link_check_idx")
      .on(t.toolId)
      .where(sql`${t.source} = 'link_check' AND ${t.status} = 'open'`),
  ],
);

/**
 * Votes on recommendations ('Helpful' / 'Not helpful'): the need as typed, the tool and the
 * vote. Nothing about who voted is kept.
 */
export const recommendationFeedback = pgTable(
  "recommendation_feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    need: text("need").notNull(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    vote: text("vote", { enum: ["helpful", "not_helpful"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("recommendation_feedback_vote_check", sql`${t.vote} IN ('helpful', 'not_helpful')`),
    index("recommendation_feedback_created_idx").on(t.createdAt),
    index("recommendation_feedback_tool_idx").on(t.toolId),
  ],
);

/**
 * Every administrator write (decision 013): who, when, what and the values before and after.
 * `subject` is what was changed ("tool", "category", "pricing", "catalogue") and `subjectId`
 * which one; no foreign key, so a history outlives what it describes.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    subjectId: text("subject_id"),
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_subject_idx").on(t.subject, t.subjectId, t.createdAt.desc())],
);

/**
 * Refresh Metadata runs (decision 014): one at a time across all app servers, which the unique
 * index on unfinished runs makes sure of. A run whose heartbeat stopped (its server went away)
 * is ended by the next one to start.
 */
export const metadataRuns = pgTable(
  "metadata_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    startedBy: text("started_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
  },
  (t) => [
    index("metadata_runs_started_idx").on(t.startedAt.desc()),
    // The lock: at most one run without an end.
    uniqueIndex("metadata_runs_one_running_idx")
      .on(sql`(true)`)
      .where(sql`${t.finishedAt} IS NULL`),
  ],
);

/**
 * Leases of scheduled jobs that must run on one app server at a time (the page-view roll-up):
 * a server takes the job's row by one conditional write when the last lease has expired, and
 * gives it back when done. A server that went away holds it only until `expires_at`.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Each scheduled daily backup into BACKUP_DIR (docs/decisions/038-backups-restore-and-move.md):
 * when it started and finished, whether it worked, the archive's name and size, or why not.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok").notNull().default(false),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
  },
  (t) => [index("backup_runs_started_at_idx").on(t.startedAt)],
);

/** What each visit of a tool's website found (Refresh Metadata), kept per tool. */
export const toolChecks = pgTable(
  "tool_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    runId: bigint("run_id", { mode: "number" }).references(() => metadataRuns.id, {
      onDelete: "set null",
    }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    ok: boolean("ok").notNull(),
    httpStatus: integer("http_status"),
    finalUrl: text("final_url"),
    title: text("title"),
    description: text("description"),
    error: text("error"),
  },
  (t) => [index("tool_checks_tool_idx").on(t.toolId, t.checkedAt.desc())],
);

/**
 * Where each of a tool's facts comes from (decision 026): the official page that states it, and
 * when and by whom in kind it was last confirmed against that page. A change of the value or of
 * the source clears the confirmation, unless the change is itself a confirmation.
 */
export const toolFactSources = pgTable(
  "tool_fact_sources",
  {
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    fact: text("fact").notNull(),
    sourceUrl: text("source_url"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by", { enum: ["editor", "maker", "suggestion"] }),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.fact] }),
    check(
      "tool_fact_sources_fact_check",
      sql`${t.fact} IN ('pricing', 'startingPrice', 'freePlan', 'api', 'openSource', 'selfHostable', 'platforms')`,
    ),
    check(
      "tool_fact_sources_confirmed_check",
      sql`(${t.confirmedAt} IS NULL) = (${t.confirmedBy} IS NULL) AND (${t.confirmedBy} IS NULL OR ${t.confirmedBy} IN ('editor', 'maker', 'suggestion')) AND (${t.confirmedAt} IS NULL OR ${t.sourceUrl} IS NOT NULL)`,
    ),
  ],
);

/**
 * The public history of every tool (decision 026): each change of a public field or fact, by
 * anyone, written in the same transaction as the change by applyToolDiff. Who changed it is
 * kept in kind only (editor, maker, visitor, site); the audit log keeps who exactly.
 */
export const toolChanges = pgTable(
  "tool_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** For a fact: its source after the change. */
    sourceUrl: text("source_url"),
    /** The change confirmed the fact against its source. */
    confirmed: boolean("confirmed").notNull().default(false),
    byKind: text("by_kind", { enum: ["editor", "maker", "visitor", "site"] }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tool_changes_by_kind_check", sql`${t.byKind} IN ('editor', 'maker', 'visitor', 'site')`),
    index("tool_changes_tool_idx").on(t.toolId, t.changedAt.desc(), t.id.desc()),
    index("tool_changes_changed_idx").on(t.changedAt.desc(), t.id.desc()),
  ],
);

/** A history row's own columns, as every reader of the history selects them. */
export const toolChangeColumns = {
  id: toolChanges.id,
  field: toolChanges.field,
  before: toolChanges.before,
  after: toolChanges.after,
  sourceUrl: toolChanges.sourceUrl,
  confirmed: toolChanges.confirmed,
  byKind: toolChanges.byKind,
  changedAt: toolChanges.changedAt,
};

/**
 * Suggested edits of a listing (decision 026): the fields they would change, each with the value
 * it had when they suggested it (to tell a stale suggestion) and, for a fact, its source. An
 * administrator accepts all or some fields, through applyToolDiff, or rejects it with a reason;
 * the suggester is told either way. `fromOwner`: sent by the tool's owner from the owner's form
 * (decision 030), recorded as the maker's only if they still own the tool when it is accepted.
 */
export const toolEditSuggestions = pgTable(
  "tool_edit_suggestions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    /** Who suggested it; null once their account is deleted (the suggestion stays). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The proposed values, by field (sources included). */
    proposed: jsonb("proposed").$type<Record<string, unknown>>().notNull(),
    /** Each proposed field's value when the suggestion was made. */
    base: jsonb("base").$type<Record<string, unknown>>().notNull(),
    note: text("note"),
    fromOwner: boolean("from_owner").notNull().default(false),
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    /** The fields an administrator applied (some or all of those proposed). */
    applied: text("applied").array(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    check(
      "tool_edit_suggestions_status_check",
      sql`${t.status} IN ('pending', 'accepted', 'rejected')`,
    ),
    check("tool_edit_suggestions_note_length_check", sql`char_length(${t.note}) <= 1000`),
    check("tool_edit_suggestions_reason_length_check", sql`char_length(${t.reason}) <= 500`),
    index("tool_edit_suggestions_status_idx").on(t.status, t.createdAt),
    index("tool_edit_suggestions_tool_idx").on(t.toolId, t.status),
  ],
);

/**
 * Each tool's owner, at most one (docs/product.md#claiming-a-listing): the maker who proved
 * control of the tool's website domain, or whom an administrator named. `proof` and `proofOf`
 * say how (the address a code went to, the page that carried the token).
 */
export const toolOwners = pgTable(
  "tool_owners",
  {
    toolId: text("tool_id")
      .primaryKey()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    proof: text("proof", { enum: OWNER_PROOFS }).notNull(),
    proofOf: text("proof_of"),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "tool_owners_proof_check",
      sql`${t.proof} IN ('email', 'meta', 'well-known', 'administrator')`,
    ),
    index("tool_owners_user_idx").on(t.userId),
  ],
);

/**
 * A user's claim of a tool, one per user and tool, made when they first act on it: the last code
 * emailed to an address on its domain (hashed, single use, with its expiry and
 * wrong tries), and, when no proof is possible, a request the administrators decide.
 */
export const toolClaims = pgTable(
  "tool_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeEmail: text("code_email"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeTries: integer("code_tries").notNull().default(0),
    status: text("status", { enum: ["open", "requested", "owner", "refused"] })
      .notNull()
      .default("open"),
    note: text("note"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    uniqueIndex("tool_claims_tool_user_idx").on(t.toolId, t.userId),
    check(
      "tool_claims_status_check",
      sql`${t.status} IN ('open', 'requested', 'owner', 'refused')`,
    ),
    check("tool_claims_note_length_check", sql`char_length(${t.note}) <= 1000`),
    check("tool_claims_reason_length_check", sql`char_length(${t.reason}) <= 500`),
    index("tool_claims_status_idx").on(t.status, t.updatedAt),
  ],
);

/**
 * Users' reviews of tools (decision 017): one per user and tool, published at once, hidden by
 * an administrator with a reason. Statement-level triggers (migration 0020) keep the tool's
 * rating and reviewcount equal to its published reviews' average and number, in the same
 * transaction as every write, a deleted account's included.
 */
export const toolReviews = pgTable(
  "tool_reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toolId: text("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    /** Why an administrator hid it, when, and who. */
    hiddenReason: text("hidden_reason"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by"),
    /**
     * When the author deleted it while it was hidden: the row stays as the moderation record,
     * so its author cannot publish a new review of the tool until an administrator removes it.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tool_reviews_stars_check", sql`${t.stars} BETWEEN 1 AND 5`),
    check("tool_reviews_status_check", sql`${t.status} IN ('published', 'hidden')`),
    uniqueIndex("tool_reviews_tool_user_idx").on(t.toolId, t.userId),
    index("tool_reviews_tool_page_idx").on(t.toolId, t.createdAt.desc(), t.id.desc()),
    index("tool_reviews_user_idx").on(t.userId, t.createdAt.desc()),
    index("tool_reviews_status_idx").on(t.status, t.createdAt.desc()),
    // A tool's published stars, for the rating kept with every review (tool_reviews_follow): on
    // its own, a table not yet analysed led that query through the status index, every
    // published review read for each tool.
    index("tool_reviews_published_stars_idx")
      .on(t.toolId, t.stars)
      .where(sql`${t.status} = 'published'`),
  ],
);

/**
 * A tool owner's public reply to a review (docs/product.md#claiming-a-listing), one per review.
 * It shows only while its author owns the tool and it is published; an administrator hides it
 * with a reason, as a review.
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    reviewId: bigint("review_id", { mode: "number" })
      .primaryKey()
      .references(() => toolReviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    hiddenReason: text("hidden_reason"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("review_replies_status_check", sql`${t.status} IN ('published', 'hidden')`),
    check("review_replies_body_length_check", sql`char_length(${t.body}) BETWEEN 2 AND 2000`),
  ],
);
