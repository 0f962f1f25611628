import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools, toolSubmissions } from "~/db/schema";
import { SUBMISSION_REASONS } from "~/features/submissions/constants";
import {
  adminToolForm,
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
} from "../factories";
import { form, getFrom, landing, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { mailsTo } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// The review queue of submitted tools (decision 015), over HTTP against the built app, on each
// database, with a real SMTP peer for the submitters' emails.

const SCRIPT = `<script>alert("x")</script>`;
const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-submissions-mail-"));
const waitForMail = waitForMailIn(mailDir);

let server: MailedServer["server"];
let userCookie: string;
let userId: string;
let adminCookie: string;
let adminEmail: string;
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);

let mailed: MailedServer;
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir));
  ({ userCookie, userId, adminCookie, adminEmail } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(() => mailed?.close());

const asAdmin = (pathname: string, body: URLSearchParams, cookie = adminCookie) =>
  post(pathname, body, { Cookie: cookie, Origin: server.baseUrl });

let made = 0;
/** A pending submission as the public form stores it; `fields` replace any column. */
async function addSubmission(fields: Partial<typeof toolSubmissions.$inferInsert> = {}) {
  made++;
  const name = fields.name ?? `Loomwise ${server.kind} ${made}`;
  const [row] = await server.db
    .insert(toolSubmissions)
    .values({
      name,
      website: `https://loomwise-${server.kind}-${made}.example.com/`,
      category: "Productivity",
      pricing: "Freemium",
      shortDescription: "Turns meeting notes into tidy task lists for the whole team.",
      description: `Loomwise reads the notes of a meeting and writes the tasks it finds into a shared list, with owners and dates. ${SCRIPT}`,
      email: uniqueEmail("maker", server.kind),
      ...fields,
    })
    .returning();
  return row!;
}

async function stored(id: number) {
  const [row] = await server.db.select().from(toolSubmissions).where(eq(toolSubmissions.id, id));
  return row!;
}

const decide = (id: number, status: string, reason: string, note = "", cookie = adminCookie) =>
  asAdmin(`/admin/submissions/${id}`, form({ intent: "decide", status, reason, note }), cookie);

describe("the submissions queue refuses visitors and users", () => {
  it("on every page and every action, changing nothing", async () => {
    const submission = await addSubmission();
    const toolsBefore = (await server.db.select({ n: count() }).from(aiTools))[0]!.n;
    for (const [cookie, to] of [
      ["", "/login"],
      [userCookie, "/dashboard"],
    ] as const) {
      for (const page of [
        "/admin/submissions",
        `/admin/submissions/${submission.id}`,
        `/admin/submissions/${submission.id}/approve`,
      ]) {
        const answer = await get(page, cookie);
        expect(answer.status, page).toBe(302);
        expect(answer.headers.get("location")).toBe(to);
      }
      const reason = SUBMISSION_REASONS.rejected[0]!;
      expect((await decide(submission.id, "rejected", reason, "", cookie)).status).toBe(302);
      const approved = await asAdmin(
        `/admin/submissions/${submission.id}/approve`,
        adminToolForm({ id: `refused-${server.kind}`, status: "published" }),
        cookie,
      );
      expect(approved.headers.get("location")).toBe(to);
    }
    expect((await stored(submission.id)).status).toBe("pending");
    expect((await server.db.select({ n: count() }).from(aiTools))[0]!.n).toBe(toolsBefore);
  });
});

describe("reviewing a submission", () => {
  it("shows every field as text and warns of a tool listed under its website or name", async () => {
    const listed = await createTool(server.db, {
      name: `Ledgerly ${server.kind}`,
      url: `https://www.ledgerly-${server.kind}.example.com/pricing`,
      status: "draft",
    });
    const byHost = await addSubmission({
      name: `Other Name ${server.kind}`,
      website: `https://LEDGERLY-${server.kind}.example.com`,
      submitterName: `Ada ${SCRIPT}`,
    });
    const byName = await addSubmission({ name: `ledgerly-${server.kind}` });
    const fresh = await addSubmission();

    const list = await (await get("/admin/submissions", adminCookie)).text();
    expect(list).toMatch(/Pending \(\d+\)/);
    expect(list).toContain(`href="/admin/submissions/${byHost.id}"`);
    expect(list).toContain("waiting");

    const page = await get(`/admin/submissions/${byHost.id}`, adminCookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain("Ada &lt;script&gt;");
    expect(html).toContain("Possibly listed already");
    expect(html).toContain(`href="/admin/tools/${listed.id}"`);
    expect(html).toContain("same website");

    const named = await (await get(`/admin/submissions/${byName.id}`, adminCookie)).text();
    expect(named).toContain(`href="/admin/tools/${listed.id}"`);
    expect(named).toContain("same name");
    const unmatched = await (await get(`/admin/submissions/${fresh.id}`, adminCookie)).text();
    expect(unmatched).not.toContain("Possibly listed already");
  });

  it("asks for changes with a listed reason and a note, emails it, and records it", async () => {
    const submission = await addSubmission();
    const reason = SUBMISSION_REASONS.needs_changes[0]!;
    const answer = await decide(submission.id, "needs_changes", reason, "Say who it is for.");
    expect(answer.status).toBe(302);
    expect((await landing(server.baseUrl, answer, adminCookie)).text).toContain(
      "Changes asked for",
    );
    const row = await stored(submission.id);
    expect(row).toMatchObject({ status: "needs_changes", reason: `${reason} Say who it is for.` });
    expect(row.statusChangedAt).toBeInstanceOf(Date);
    const mail = await waitForMail(submission.email, "needs a change");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain("Say who it is for.");
    expect(mail.text).toContain("/submit-tool");
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "submission"), eq(adminAudit.subjectId, String(row.id))));
    expect(entry).toMatchObject({
      actor: adminEmail,
      action: "needs_changes",
      changes: { status: { before: "pending", after: "needs_changes" } },
    });
  });

  it("rejects with the administrator's own words and emails exactly those", async () => {
    const submission = await addSubmission();
    const words = "It is a course about AI, not a tool.";
    expect((await decide(submission.id, "rejected", "own", words)).status).toBe(302);
    expect(await stored(submission.id)).toMatchObject({ status: "rejected", reason: words });
    const mail = await waitForMail(submission.email, "was not added");
    expect(mail.text).toContain(words);
  });

  it("answers bad input, unknown ids and moves its state forbids with 4xx, changing nothing", async () => {
    const submission = await addSubmission();
    const missingNote = await decide(submission.id, "rejected", "own", "");
    expect(missingNote.status).toBe(400);
    expect(missingNote.text).toContain("Write the reason.");
    const madeUp = await decide(submission.id, "rejected", "Because I said so.");
    expect(madeUp.status).toBe(400);
    expect(madeUp.text).toContain("Choose a reason, or write your own.");
    const wrongList = await decide(submission.id, "rejected", SUBMISSION_REASONS.needs_changes[0]!);
    expect(wrongList.status).toBe(400);
    const badState = await decide(submission.id, "approved", SUBMISSION_REASONS.rejected[0]!);
    expect(badState.status).toBe(400);
    expect(badState.text).toContain("Choose needs changes or reject.");
    const tooLong = await decide(submission.id, "rejected", "own", "x".repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(await stored(submission.id)).toMatchObject({ status: "pending", reason: null });

    for (const id of ["999999999", "abc", "0", "-3", "1.5"]) {
      const answer = await asAdmin(
        `/admin/submissions/${id}`,
        form({ intent: "decide", status: "rejected", reason: SUBMISSION_REASONS.rejected[0]! }),
      );
      expect(answer.status, id).toBe(404);
      expect((await get(`/admin/submissions/${id}`, adminCookie)).status, id).toBe(404);
      expect((await get(`/admin/submissions/${id}/approve`, adminCookie)).status, id).toBe(404);
    }

    const reason = SUBMISSION_REASONS.rejected[1]!;
    expect((await decide(submission.id, "rejected", reason)).status).toBe(302);
    const again = await decide(submission.id, "rejected", reason);
    expect(again.status).toBe(409);
    expect(again.text).toContain("This submission is already rejected.");
    const toChanges = await decide(
      submission.id,
      "needs_changes",
      SUBMISSION_REASONS.needs_changes[0]!,
    );
    expect(toChanges.status).toBe(409);
    expect(await stored(submission.id)).toMatchObject({ status: "rejected", reason });

    const reopened = await asAdmin(
      `/admin/submissions/${submission.id}`,
      form({ intent: "reopen" }),
    );
    expect(reopened.status).toBe(302);
    expect(await stored(submission.id)).toMatchObject({ status: "pending", reason: null });
  });
});

describe("approving a submission", () => {
  it("fills the editor from the submission, with its category and pricing mapped", async () => {
    const submission = await addSubmission({ category: "Code Assistant", pricing: "Free Trial" });
    const html = await (
      await get(`/admin/submissions/${submission.id}/approve`, adminCookie)
    ).text();
    expect(html).toContain(`value="${submission.website}"`);
    expect(html).toContain(`value="loomwise-${server.kind}-${made}"`);
    // "Code Assistant" and "Free Trial" as the catalogue's seeded mapping reads them.
    const ticked = [...html.matchAll(/<input[^>]*name="category"[^>]*>/g)]
      .filter(([input]) => input.includes("checked"))
      .map(([input]) => input.match(/value="([^"]*)"/)![1]);
    expect(ticked).toEqual(["Code Generation"]);
    expect(html).toMatch(
      /<option[^>]*value="Subscription"[^>]*selected|<option[^>]*selected[^>]*value="Subscription"/,
    );
    expect(html).not.toContain(SCRIPT);
  });

  it("creates the published tool, links it, emails its page, and puts it in search", async () => {
    const submission = await addSubmission();
    const id = `quillfeather-${server.kind}`;
    const answer = await asAdmin(
      `/admin/submissions/${submission.id}/approve`,
      adminToolForm({ id, name: `Quillfeather ${server.kind}`, status: "published" }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/admin/tools/${id}`);
    expect((await landing(server.baseUrl, answer, adminCookie)).text).toContain(
      "Submission approved",
    );
    const row = await stored(submission.id);
    expect(row).toMatchObject({ status: "approved", toolId: id });
    expect(row.announcedAt).toBeInstanceOf(Date);
    const mail = await waitForMail(submission.email, "is now listed");
    expect(mail.text).toContain(`/tool/${id}/quillfeather-${server.kind}`);
    const page = await get(`/tool/${id}/quillfeather-${server.kind}`);
    expect(page.status).toBe(200);
    const search = (await (await get(`/api/v1/tools?q=quillfeather`)).json()) as {
      tools: { id: string }[];
    };
    expect(search.tools.map((tool) => tool.id)).toContain(id);

    const twice = await asAdmin(
      `/admin/submissions/${submission.id}/approve`,
      adminToolForm({ id: `${id}-again`, status: "published" }),
    );
    expect(twice.status).toBe(409);
    const rejected = await decide(submission.id, "rejected", SUBMISSION_REASONS.rejected[0]!);
    expect(rejected.status).toBe(409);
    expect(rejected.text).toContain("stays approved");
  });

  it("makes one tool when two administrators approve at once", async () => {
    const submission = await addSubmission();
    const answers = await Promise.all(
      ["a", "b", "c"].map((letter) =>
        asAdmin(
          `/admin/submissions/${submission.id}/approve`,
          adminToolForm({ id: `race-${server.kind}-${letter}`, status: "published" }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409, 409]);
    const tools = await server.db
      .select({ id: aiTools.id })
      .from(aiTools)
      .where(eq(aiTools.url, "https://quillmere.example.com"))
      .orderBy(asc(aiTools.id));
    const raced = tools.filter((tool) => tool.id.startsWith(`race-${server.kind}-`));
    expect(raced).toHaveLength(1);
    expect((await stored(submission.id)).toolId).toBe(raced[0]!.id);
    expect(
      mailsTo(mailDir, submission.email).filter((m) => m.subject.includes("now listed")),
    ).toHaveLength(1);
  });

  it("refuses a taken id without approving, and tells a draft's submitter once it is published", async () => {
    const submission = await addSubmission();
    const taken = await asAdmin(
      `/admin/submissions/${submission.id}/approve`,
      adminToolForm({ id: "chatgpt", status: "published" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.text).toContain("Another tool already has this id.");
    expect((await stored(submission.id)).status).toBe("pending");

    const id = `draftly-${server.kind}`;
    const created = await asAdmin(
      `/admin/submissions/${submission.id}/approve`,
      adminToolForm({ id, name: `Draftly ${server.kind}`, status: "draft" }),
    );
    expect(created.status).toBe(302);
    expect(await stored(submission.id)).toMatchObject({ status: "approved", announcedAt: null });

    const publish = () =>
      asAdmin(`/admin/tools/${id}`, form({ intent: "status", status: "published" }));
    expect((await publish()).status).toBe(302);
    await waitForMail(submission.email, "is now listed");
    expect((await stored(submission.id)).announcedAt).toBeInstanceOf(Date);
    await asAdmin(`/admin/tools/${id}`, form({ intent: "status", status: "draft" }));
    await publish();
    const sent = mailsTo(mailDir, submission.email).filter((m) => m.subject.includes("now listed"));
    expect(sent).toHaveLength(1);
  });
});

describe("a submitter's dashboard", () => {
  it("lists their own submissions with each state and reason, and no one else's", async () => {
    const own = await addSubmission({ userId, name: `Mine ${server.kind}` });
    const other = await addSubmission({ name: `Theirs ${server.kind}` });
    const reason = SUBMISSION_REASONS.needs_changes[1]!;
    await decide(own.id, "needs_changes", reason);
    const html = await (await get("/dashboard", userCookie)).text();
    expect(html).toContain("Your Submissions");
    expect(html).toContain(`Mine ${server.kind}`);
    expect(html).toContain("Needs changes");
    expect(html).toContain(reason);
    expect(html).not.toContain(other.name);

    const stranger = await createUser(server.db, { email: uniqueEmail("stranger") });
    const strangerHtml = await (
      await get("/dashboard", (await createSession(server.db, stranger)).cookie)
    ).text();
    expect(strangerHtml).not.toContain("Your Submissions");
  });
});
