import { and, asc, count, eq } from "drizzle-orm";
import { blogComments } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { COMMENTS_PAGE_SIZE } from "./constants";
import type { PublicComment } from "./schema";

const approvedOn = (slug: string) =>
  and(eq(blogComments.articleSlug, slug), eq(blogComments.status, "approved"));

/** An article's approved comments, oldest first (a conversation reads in order), a page at a time. */
export async function listApprovedComments(slug: string, page: number, db: Db = getDb()) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        authorName: blogComments.authorName,
        body: blogComments.body,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .where(approvedOn(slug))
      .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((page - 1) * COMMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(blogComments).where(approvedOn(slug)),
  ]);
  const comments: PublicComment[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
  return { comments, total: total!.n, page, pageCount: Math.ceil(total!.n / COMMENTS_PAGE_SIZE) };
}
