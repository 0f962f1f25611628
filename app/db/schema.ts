import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The directory's tools. Column names follow spec 1 §3 (stored lowercase).
 * `search_vector` is maintained by PostgreSQL: name (A), categories (B),
 * short description (C) and description (D), English configuration.
 */
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
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("reviewcount").notNull().default(0),
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
    checkedAt: date("checkedat", { mode: "string" }),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, tools_text_array(category)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(shortdescription, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')`,
      ),
  },
  (t) => [
    index("ai_tools_search_vector_idx").using("gin", t.searchVector),
    index("ai_tools_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("ai_tools_category_idx").using("gin", t.category),
    index("ai_tools_features_trgm_idx").using(
      "gin",
      sql`tools_text_array(${t.features}) gin_trgm_ops`,
    ),
    index("ai_tools_rating_idx").on(t.rating.desc(), t.id),
    index("ai_tools_reviewcount_idx").on(t.reviewCount.desc(), t.id),
    index("ai_tools_createdat_idx").on(t.createdAt.desc(), t.id),
    index("ai_tools_pricing_idx").on(t.pricing),
    index("ai_tools_name_order_idx").on(t.name, t.id),
  ],
);

/** Category names (spec 2 §3: a plain list of names). */
export const categories = pgTable("categories", {
  name: text("name").primaryKey(),
});

/** Pricing option names (spec 2 §3: a plain list of names). */
export const pricingOptions = pgTable("pricing_options", {
  name: text("name").primaryKey(),
});

/** Newsletter subscribers; emails are stored trimmed and lower-cased. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(t.email)],
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
 * Blog comments. Every comment starts as 'pending' and is only ever shown after moderation; the
 * text is stored as plain text and never rendered as HTML. No address or cookie is kept with it.
 */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleSlug: text("article_slug").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_comments_status_check", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    index("blog_comments_article_idx").on(t.articleSlug, t.status, t.createdAt),
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
  (t) => [uniqueIndex("notify_subscriptions_page_email_idx").on(t.page, t.email)],
);
