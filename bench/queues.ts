// The admin queues at size: 10,000 waiting items of each kind and 100,000 page views, then
// each queue page timed over HTTP as an administrator (first page and a deep one).
import { type SQL, sql } from "drizzle-orm";
import { rollUpPageViews } from "~/features/analytics/rollup.server";
import { queryRows, type Db } from "~/lib/db.server";
import { createUserAndAdmin } from "../tests/factories";

export const QUEUE_ITEMS = 10_000;
const PAGE_VIEWS = 100_000;

/** The queue pages: each state's list, a deep page, one item, the approval editor. */
export const QUEUE_PATHS = [
  "/admin/submissions",
  "/admin/submissions?page=200",
  "/admin/submissions/5000",
  "/admin/submissions/5000/approve",
  "/admin/reports",
  "/admin/reports?page=100",
  "/admin/reports?status=resolved",
  "/admin/comments",
  "/admin/comments?page=200",
  "/admin/comments?status=approved",
  "/admin/messages",
  "/admin/messages?page=200",
  "/admin/messages/5000",
  "/admin/applications",
  "/admin/applications?page=200",
  "/admin/applications/5000",
  "/admin/subscribers",
  "/admin/subscribers?page=200",
  "/admin/subscribers?q=reader42",
  "/admin/notify",
  "/admin/notify?page=200",
];

/** The pages that sum up everything: the overview's counts and the traffic of 30 days. */
export const SUMMARY_PATHS = ["/admin", "/admin/traffic"];

/** Each queue's table and the statement that fills it. */
function queueFills(): [string, SQL][] {
  return [
    [
      "blog_comments",
      sql`
    INSERT INTO blog_comments (article_slug, author_name, body, status, created_at)
    SELECT 'future-of-ai-tools-2023', 'Reader ' || i, 'Generated comment number ' || i,
      CASE WHEN i % 10 = 0 THEN 'approved' ELSE 'pending' END,
      now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${Math.round(QUEUE_ITEMS / 0.9)}) AS i`,
    ],
    [
      "contact_submissions",
      sql`
    INSERT INTO contact_submissions (name, email, subject, message, created_at)
    SELECT 'Sender ' || i, 'sender' || i || '@example.com', 'Question number ' || i,
      'A generated message, long enough to read like one. Number ' || i,
      now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${QUEUE_ITEMS}) AS i`,
    ],
    [
      "career_applications",
      sql`
    INSERT INTO career_applications
      (name, email, interest, message, resume_key, resume_name, resume_type, resume_size, created_at)
    SELECT 'Applicant ' || i, 'applicant' || i || '@example.com', 'developer', 'Hello ' || i,
      'resumes/none.pdf', 'resume.pdf', 'application/pdf', 40000,
      now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${QUEUE_ITEMS}) AS i`,
    ],
    [
      "tool_submissions",
      sql`
    INSERT INTO tool_submissions
      (name, website, category, pricing, short_description, description, email, submitted_at)
    SELECT 'Submitted Tool ' || i, 'https://submitted-' || i || '.example.com', 'Productivity',
      'Freemium', 'A generated submission, short description number ' || i,
      repeat('A generated submission, long enough to read like a real description. ', 3),
      'maker' || i || '@example.com', now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${QUEUE_ITEMS}) AS i`,
    ],
    [
      // Five reports to a tool over 2,000 tools, one in ten resolved.
      "tool_reports",
      sql`
    INSERT INTO tool_reports (tool_id, reason, note, status, created_at, decided_at, decided_by)
    SELECT t.id, (ARRAY['broken_link', 'outdated', 'wrong_category', 'wrong_pricing', 'spam', 'other'])[1 + i % 6],
      'A generated report, long enough to read like one. Number ' || i,
      CASE WHEN i % 10 = 0 THEN 'resolved' ELSE 'open' END,
      now() - (i % 43200) * interval '1 minute',
      CASE WHEN i % 10 = 0 THEN now() END, CASE WHEN i % 10 = 0 THEN 'admin@example.com' END
    FROM generate_series(1, ${QUEUE_ITEMS}) AS i
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM ai_tools LIMIT 2000) t
      ON t.n = 1 + i % 2000`,
    ],
    [
      "page_views",
      sql`
    INSERT INTO page_views (path, referrer_host, created_at)
    SELECT CASE WHEN i % 3 = 0 THEN '/tool/tool-' || (i % 500) || '/x' ELSE '/page-' || (i % 50) END,
      CASE WHEN i % 4 = 0 THEN 'site' || (i % 30) || '.example' END,
      now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${PAGE_VIEWS}) AS i`,
    ],
    [
      "newsletter_subscribers",
      sql`
    INSERT INTO newsletter_subscribers (email, created_at, confirmed_at)
    SELECT 'reader' || i || '@example.com', now() - i * interval '1 minute',
      CASE WHEN i % 5 <> 0 THEN now() - i * interval '1 minute' + interval '5 minutes' END
    FROM generate_series(1, ${QUEUE_ITEMS}) AS i`,
    ],
    [
      "notify_subscriptions",
      sql`
    INSERT INTO notify_subscriptions (page, email, created_at)
    SELECT (ARRAY['news', 'api-docs', 'community'])[1 + i % 3], 'reader' || i || '@example.com',
      now() - i * interval '1 minute'
    FROM generate_series(1, ${QUEUE_ITEMS * 3}) AS i`,
    ],
  ];
}

/**
 * Fills each queue's table with generated items, spread over the last 30 days, unless a kept
 * database has them already, and rolls the page views up; returns an administrator's cookie.
 */
export async function seedQueues(db: Db) {
  for (const [table, fill] of queueFills()) {
    const [filled] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    );
    if (filled!.n === 0) await db.execute(fill);
  }
  // The roll-up job's run, as a server does a few minutes after it starts: the traffic page
  // reads what it counted (decision 039).
  await rollUpPageViews({ db, retentionDays: 0 });
  await db.execute(sql`ANALYZE`);
  const { adminCookie } = await createUserAndAdmin(db);
  return adminCookie;
}
