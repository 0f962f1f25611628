import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAudit,
  blogComments,
  careerApplications,
  contactSubmissions,
  recommendationFeedback,
} from "~/db/schema";
import { startAdminPages } from "../admin-pages";
import { form, landing } from "../helpers";

// The messages' and applications' inboxes of the admin area, over HTTP against the built app.

const SCRIPT = `<script>alert("x")</script>`;

const app = startAdminPages();
const { get, post } = app;

const move = (path: string, status: string, cookie = app.adminCookie) =>
  post(path, form({ status }), { Cookie: cookie, Origin: app.server.baseUrl });

async function addMessage(subject: string) {
  const [row] = await app.server.db
    .insert(contactSubmissions)
    .values({
      name: `Sender ${SCRIPT}`,
      email: "sender@example.com",
      subject,
      message: `First line\nSecond line ${SCRIPT}`,
    })
    .returning();
  return row!.id;
}

async function addApplication(name: string) {
  const [row] = await app.server.db
    .insert(careerApplications)
    .values({
      name,
      email: "applicant@example.com",
      interest: "designer",
      message: `Hello ${SCRIPT}`,
      resumeKey: "resumes/none.pdf",
      resumeName: "resume.pdf",
      resumeType: "application/pdf",
      resumeSize: 48_000,
    })
    .returning();
  return row!.id;
}

describe("the inboxes refuse visitors and users", () => {
  it("on every page and every move, changing nothing", async () => {
    const message = await addMessage("Refused moves");
    const application = await addApplication("Refused Applicant");
    for (const [cookie, to] of [
      ["", "/login"],
      [app.userCookie, "/dashboard"],
    ] as const) {
      for (const path of [
        "/admin/messages",
        `/admin/messages/${message}`,
        "/admin/applications",
        `/admin/applications/${application}`,
      ]) {
        const page = await get(path, cookie);
        expect(page.status, path).toBe(302);
        expect(page.headers.get("location")).toBe(to);
      }
      expect((await move(`/admin/messages/${message}`, "handled", cookie)).status).toBe(302);
      expect((await move(`/admin/applications/${application}`, "declined", cookie)).status).toBe(
        302,
      );
    }
    const [storedMessage] = await app.server.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, message));
    expect(storedMessage!.status).toBe("new");
    const [storedApplication] = await app.server.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.id, application));
    expect(storedApplication!.status).toBe("new");
  });
});

describe("messages", () => {
  it("lists a new message as text, opens it with a reply link, and marks it handled", async () => {
    const id = await addMessage(`Partnership ${SCRIPT}`);
    const list = await (await get("/admin/messages", app.adminCookie)).text();
    expect(list).toContain(`href="/admin/messages/${id}"`);
    expect(list).toContain("Partnership &lt;script&gt;");
    expect(list).not.toContain(SCRIPT);
    expect(list).toMatch(/New \(\d+\)/);

    const page = await get(`/admin/messages/${id}`, app.adminCookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Second line &lt;script&gt;");
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain(
      `href="mailto:sender%40example.com?subject=${encodeURIComponent(`Re: Partnership ${SCRIPT}`).replace(/%20/g, "%20")}"`,
    );

    const handled = await move(`/admin/messages/${id}`, "handled");
    expect(handled.status).toBe(302);
    expect((await landing(app.server.baseUrl, handled, app.adminCookie)).text).toContain(
      "Marked handled",
    );
    expect(await (await get("/admin/messages", app.adminCookie)).text()).not.toContain(
      `href="/admin/messages/${id}"`,
    );
    expect(await (await get("/admin/messages?status=handled", app.adminCookie)).text()).toContain(
      `href="/admin/messages/${id}"`,
    );
    const [entry] = await app.server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "message"), eq(adminAudit.subjectId, String(id))));
    expect(entry).toMatchObject({
      actor: app.adminEmail,
      action: "handled",
      changes: { status: { before: "new", after: "handled" } },
    });
  });

  it("answers bad states, unknown ids and repeated moves with 4xx, changing nothing", async () => {
    const id = await addMessage("Move me once");
    const bad = await move(`/admin/messages/${id}`, "archived");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose new or handled.");
    expect((await get("/admin/messages/999999999", app.adminCookie)).status).toBe(404);
    expect((await get("/admin/messages/abc", app.adminCookie)).status).toBe(404);
    expect((await move("/admin/messages/999999999", "handled")).status).toBe(404);
    const same = await move(`/admin/messages/${id}`, "new");
    expect(same.status).toBe(409);
    expect(same.text).toContain("This message is already new.");
  });
});

describe("applications", () => {
  it("shows an application with its private resume link and moves it through its states", async () => {
    const id = await addApplication(`Grace ${SCRIPT}`);
    const list = await (await get("/admin/applications", app.adminCookie)).text();
    expect(list).toContain("Grace &lt;script&gt;");
    expect(list).toContain("Designer");
    expect(list).not.toContain(SCRIPT);

    const html = await (await get(`/admin/applications/${id}`, app.adminCookie)).text();
    expect(html).toContain(`href="/api/admin/applications/${id}/resume"`);
    expect(html).toContain("resume.pdf");
    expect(html).toContain("(47 KB)");
    expect(html).toContain("Hello &lt;script&gt;");
    // The resume itself stays private.
    expect((await get(`/api/admin/applications/${id}/resume`, app.userCookie)).status).toBe(403);

    for (const status of ["reviewed", "contacted", "declined"]) {
      expect((await move(`/admin/applications/${id}`, status)).status).toBe(302);
      expect(
        await (await get(`/admin/applications?status=${status}`, app.adminCookie)).text(),
      ).toContain(`href="/admin/applications/${id}"`);
    }
    const history = await app.server.db
      .select({ changes: adminAudit.changes })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "application"), eq(adminAudit.subjectId, String(id))))
      .orderBy(adminAudit.id);
    expect(history.map((entry) => entry.changes!.status!.after)).toEqual([
      "reviewed",
      "contacted",
      "declined",
    ]);
    const bad = await move(`/admin/applications/${id}`, "hired");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose new, reviewed, contacted or declined.");
  });
});

describe("the overview", () => {
  it("counts what waits in each queue, linking to it, and the recommendations' votes", async () => {
    await addMessage("Counted on the overview");
    await app.server.db
      .insert(blogComments)
      .values({ articleSlug: "future-of-ai-tools-2023", body: "Counted comment" });
    await app.server.db.insert(recommendationFeedback).values([
      { need: "a free transcription tool", toolId: "chatgpt", vote: "helpful" },
      { need: "a free transcription tool", toolId: "claude", vote: "not_helpful" },
      {
        need: "old vote",
        toolId: "claude",
        vote: "helpful",
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      },
    ]);
    const waiting = async (
      table: typeof contactSubmissions | typeof blogComments,
      status: string,
    ) =>
      (
        await app.server.db
          .select({ n: count() })
          .from(table)
          .where(eq(table.status, status as "new"))
      )[0]!.n;
    const html = await (await get("/admin", app.adminCookie)).text();
    const card = (label: string, href: string, n: number) =>
      new RegExp(`href="${href}"[^>]*>.{0,200}${label}.{0,200}>${n.toLocaleString("en-US")}<`);
    expect(html).toMatch(
      card("New messages", "/admin/messages", await waiting(contactSubmissions, "new")),
    );
    expect(html).toMatch(
      card("Comments to moderate", "/admin/comments", await waiting(blogComments, "pending")),
    );
    expect(html).toContain(
      "Recommendation votes: 2 helpful, 1 not helpful (last 30 days: 1 and 1).",
    );
  });
});
