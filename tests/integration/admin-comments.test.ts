import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, blogComments } from "~/db/schema";
import { startAdminPages } from "../admin-pages";
import { form, landing } from "../helpers";

// The comment moderation queue (issue: the operator's queues), over HTTP against the built app.

const ARTICLE = "mastering-ai-prompts-for-better-results";
const SCRIPT = `<script>alert("x")</script>`;

const app = startAdminPages();
const { get, post } = app;

const decide = (id: number | string, decision: string, cookie = app.adminCookie) =>
  post("/admin/comments", form({ id: String(id), status: decision }), {
    Cookie: cookie,
    Origin: app.server.baseUrl,
  });
const stored = async (id: number) =>
  (await app.server.db.select().from(blogComments).where(eq(blogComments.id, id)))[0]!;
const articlePage = async (query = "") => (await get(`/blog/${ARTICLE}${query}`)).text();

async function sendComment(fields: Record<string, string>) {
  const response = await post(`/blog/${ARTICLE}`, form(fields));
  expect(response.status).toBe(302);
  const [row] = await app.server.db
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(eq(blogComments.body, fields.comment!.trim()));
  return row!.id;
}

describe("comment moderation", () => {
  it("refuses the queue and every decision to a visitor and a user, changing nothing", async () => {
    const id = await sendComment({ comment: "Refused decisions leave me pending." });
    for (const [cookie, to] of [
      ["", "/login"],
      [app.userCookie, "/dashboard"],
    ] as const) {
      const page = await get("/admin/comments", cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(to);
      const decided = await decide(id, "approved", cookie);
      expect(decided.status).toBe(302);
      expect(decided.headers.get("location")).toBe(to);
    }
    expect((await stored(id)).status).toBe("pending");
  });

  it("lists a pending comment with its article and name as text; approving shows it under the article", async () => {
    const id = await sendComment({
      name: `Ada ${SCRIPT}`,
      comment: `Clear and useful.\nSecond line ${SCRIPT}`,
    });
    expect(await articlePage()).not.toContain("Clear and useful.");

    const queue = await get("/admin/comments", app.adminCookie);
    expect(queue.status).toBe(200);
    expect(queue.headers.get("cache-control")).toBe("private, no-store");
    const queueHtml = await queue.text();
    expect(queueHtml).toContain("Mastering AI Prompts");
    expect(queueHtml).toContain("Clear and useful.");
    expect(queueHtml).toContain("Ada &lt;script&gt;");
    expect(queueHtml).not.toContain(SCRIPT);
    expect(queueHtml).toMatch(/waiting \d+ minutes?/);

    const approved = await decide(id, "approved");
    expect(approved.status).toBe(302);
    expect((await landing(app.server.baseUrl, approved, app.adminCookie)).text).toContain(
      "Comment approved",
    );
    expect(await stored(id)).toMatchObject({ status: "approved", moderatedAt: expect.any(Date) });
    const page = await articlePage();
    expect(page).toContain("Clear and useful.");
    expect(page).toContain("Second line &lt;script&gt;");
    expect(page).not.toContain(SCRIPT);
    expect(page).toMatch(/href="#comments"[^>]*>1 comment</);
    const [entry] = await app.server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "comment"), eq(adminAudit.subjectId, String(id))));
    expect(entry).toMatchObject({
      actor: app.adminEmail,
      action: "approve",
      changes: { status: { before: "pending", after: "approved" } },
    });

    // Taken down again: gone from the article, listed under Rejected.
    expect((await decide(id, "rejected")).status).toBe(302);
    expect(await articlePage()).not.toContain("Clear and useful.");
    expect(await (await get("/admin/comments?status=rejected", app.adminCookie)).text()).toContain(
      "Clear and useful.",
    );
  });

  it("shows a comment without a name as from a reader", async () => {
    const id = await sendComment({ comment: "Nameless but kind." });
    expect((await decide(id, "approved")).status).toBe(302);
    const page = await articlePage();
    expect(page).toMatch(/A reader<\/span><time[^>]*>[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
  });

  it("answers bad ids and repeated decisions with 4xx, changing nothing", async () => {
    const id = await sendComment({ comment: "Decide me once." });
    const cases: [string | number, string, number, string][] = [
      ["abc", "approved", 400, "A comment id is a whole number."],
      [id, "published", 400, "Choose approved or rejected."],
      [id, "pending", 400, "Choose approved or rejected."],
      [999_999_999, "approved", 404, "No comment has the id 999999999."],
    ];
    for (const [badId, decision, status, message] of cases) {
      const response = await decide(badId, decision);
      expect(response.status).toBe(status);
      expect(response.text).toContain(message);
    }
    expect((await stored(id)).status).toBe("pending");
    expect((await decide(id, "rejected")).status).toBe(302);
    const again = await decide(id, "rejected");
    expect(again.status).toBe(409);
    expect(again.text).toContain("This comment is already rejected.");
  });

  it("refuses a name that is too long, storing nothing", async () => {
    const response = await post(
      `/blog/${ARTICLE}`,
      form({ name: "n".repeat(61), comment: "Has a long name." }),
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain("Your name can be at most 60 characters.");
    const rows = await app.server.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.body, "Has a long name."));
    expect(rows).toEqual([]);
  });

  it("pages the approved comments under an article, oldest first", async () => {
    await app.server.db.insert(blogComments).values(
      Array.from({ length: 25 }, (_, i) => ({
        articleSlug: ARTICLE,
        body: `Paged comment number ${String(i).padStart(2, "0")}`,
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await articlePage();
    expect(first).toContain("Paged comment number 00");
    expect(first).not.toContain("Paged comment number 24");
    const second = await articlePage("?page=2");
    expect(second).toContain("Paged comment number 24");
    expect(second).not.toContain("Paged comment number 00");
    expect((await get(`/blog/${ARTICLE}?page=zz`)).status).toBe(200);
  });
});
