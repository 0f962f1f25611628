import { sql } from "drizzle-orm";
import { listArticles } from "~/features/blog/queries.server";
import type { Db } from "~/lib/db.server";

/**
 * Makes the database under test ready for fuzzing: a few items in each admin queue, and every
 * tool's website on a loopback address. Refresh Metadata, which a case may start, refuses such
 * an address at once (the real websites cannot be reached from a test machine, and each failed
 * name lookup takes a second), so its run ends before the next case instead of writing while it
 * runs. The tools are marked edited so that Migrate All keeps their addresses.
 */
export async function prepareFuzzDatabase(db: Db) {
  await seedQueueItems(db);
  await db.execute(sql`
    UPDATE ai_tools SET url = 'https://127.0.0.1/' || id, edited_at = now(), edited_by = 'fuzz'`);
}

/**
 * A few rows in each admin queue, so the pages and actions of one item (/admin/messages/:id...)
 * are reached with ids that exist, not only with ids that match nothing.
 */
async function seedQueueItems(db: Db) {
  await db.execute(sql`
    INSERT INTO contact_submissions (name, email, subject, message)
    SELECT 'Sender ' || i, 'sender' || i || '@example.com', 'Question number ' || i,
      'A message long enough to read like one, number ' || i
    FROM generate_series(1, 3) AS i`);
  await db.execute(sql`
    INSERT INTO career_applications
      (name, email, interest, message, resume_key, resume_name, resume_type, resume_size)
    SELECT 'Applicant ' || i, 'applicant' || i || '@example.com', 'developer', 'Hello ' || i,
      'private/resumes/none-' || i || '.pdf', 'resume.pdf', 'application/pdf', 40000
    FROM generate_series(1, 3) AS i`);
  await db.execute(sql`
    INSERT INTO tool_submissions
      (name, website, category, pricing, short_description, description, email)
    SELECT 'Submitted Tool ' || i, 'https://submitted-' || i || '.example.com', 'Productivity',
      'Freemium', 'A submission, short description number ' || i,
      repeat('A submission, long enough to read like a real description. ', 3),
      'maker' || i || '@example.com'
    FROM generate_series(1, 3) AS i`);
  await db.execute(sql`
    INSERT INTO tool_edit_suggestions (tool_id, proposed, base, note)
    SELECT id, jsonb_build_object('selfHostable', true, 'selfHostableSource', 'https://example.com/docs'),
      jsonb_build_object('selfHostable', self_hostable, 'selfHostableSource', null), 'Suggestion ' || id
    FROM ai_tools WHERE status = 'published' ORDER BY id LIMIT 3`);
  await db.execute(sql`
    INSERT INTO tool_reports (tool_id, reason, note)
    SELECT id, 'outdated', 'The pricing changed.' FROM ai_tools ORDER BY id LIMIT 3`);
  const [article] = listArticles();
  if (article) {
    await db.execute(sql`
      INSERT INTO blog_comments (article_slug, author_name, body)
      SELECT ${article.slug}, 'Reader ' || i, 'A comment, number ' || i
      FROM generate_series(1, 3) AS i`);
  }
}
