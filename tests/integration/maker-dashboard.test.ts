import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ownerMailSettings,
  pageViewRollups,
  pageViews,
  savedTools,
  toolEditSuggestions,
  toolOwners,
  toolPageViewsDaily,
  toolReports,
  toolReviews,
  toolVisitsDaily,
} from "~/db/schema";
import { DIGEST_SETTLE_MS } from "~/features/alerts/constants";
import {
  pruneRolledUpViews,
  releaseLease,
  rollUpDay,
  rollUpPageViews,
  takeLease,
} from "~/features/analytics/rollup.server";
import { slugify } from "~/features/catalogue/tool";
import { sendOwnerDigests } from "~/features/makers/owner-digest.server";
import { OWNER_DIGEST_SUBJECT } from "~/features/makers/owner-mail";
import { queuedMailSent } from "~/lib/mail.server";
import { createSession, createTool, createUser, type TestUser, type ToolRow } from "../factories";
import { getFrom, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { headerOf, mailsTo, type ReceivedMail } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// The makers' dashboard (docs/product.md#your-tools) on each database, over HTTP against the
// production build: figures against rows written here (page views rolled up by the job, visits,
// saves, reviews), the period switch, who may see it, the roll-up's idempotence and pruning, and
// the owners' daily digest through a real SMTP peer with the clock moved by the tests.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-maker-dashboard-mail-"));
let mailed: MailedServer;
let server: MailedServer["server"];
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, { TRUST_PROXY: "true" }));
});
afterAll(() => mailed?.close());

const waitForMail = waitForMailIn(mailDir);
const get = getFrom(() => server.baseUrl);
const post = postTo(() => server.baseUrl);
const page = async (pathname: string, cookie?: string) => {
  const response = await get(pathname, cookie);
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: (await response.text()).replaceAll("<!-- -->", ""),
  };
};

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const now = new Date();
const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** Noon (UTC) of `n` days ago. */
const daysAgo = (n: number) => new Date(today - n * DAY + 12 * HOUR);
const dayOf = (n: number) => daysAgo(n).toISOString().slice(0, 10);

async function owner(tool: ToolRow, since = daysAgo(200)) {
  const user = await createUser(server.db, { email: uniqueEmail("maker-dashboard") });
  await server.db
    .insert(toolOwners)
    .values({ toolId: tool.id, userId: user.id, proof: "email", since });
  return { user, cookie: (await createSession(server.db, user)).cookie };
}

async function views(tool: ToolRow, n: number, paths: string[]) {
  await server.db
    .insert(pageViews)
    .values(paths.map((pathname) => ({ path: pathname, createdAt: daysAgo(n) })));
}

async function review(tool: ToolRow, stars: number, createdAt: Date, status = "published") {
  const reviewer = await createUser(server.db, { name: `Reviewer ${stars}` });
  const [row] = await server.db
    .insert(toolReviews)
    .values({
      toolId: tool.id,
      userId: reviewer.id,
      stars,
      title: `A ${stars}-star review`,
      body: "Used it for a month on real work; here is what held up and what did not.",
      status: status as "published" | "hidden",
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}

/** The figure a card shows under `label`. */
function figure(text: string, label: string) {
  const match = new RegExp(`${label}</dt><dd[^>]*>([\\d,]+)</dd>`).exec(text);
  return match ? Number(match[1]!.replaceAll(",", "")) : null;
}

describe("a tool's dashboard", () => {
  let tool: ToolRow;
  let other: ToolRow;
  let maker: { user: TestUser; cookie: string };

  beforeAll(async () => {
    tool = await createTool(server.db);
    other = await createTool(server.db);
    maker = await owner(tool);
    const pagePath = `/tool/${tool.id}/${slugify(tool.name)}`;
    // Page views: the report page is not the tool's page, and another tool's views are its own.
    await views(tool, 1, [pagePath, `/tool/${tool.id}`, `/tool/${tool.id}/report`]);
    await views(tool, 5, [pagePath, pagePath]);
    await views(tool, 20, [pagePath, pagePath, pagePath, pagePath]);
    await views(tool, 60, [pagePath, pagePath, pagePath, pagePath, pagePath]);
    await views(tool, 100, [pagePath]);
    await views(other, 1, [`/tool/${other.id}`]);
    await rollUpPageViews({ db: server.db, retentionDays: 0 });

    await server.db.insert(toolVisitsDaily).values([
      { toolId: tool.id, day: dayOf(2), source: "tool", visits: 3 },
      { toolId: tool.id, day: dayOf(2), source: "compare", visits: 2 },
      { toolId: tool.id, day: dayOf(40), source: "api", visits: 4 },
      { toolId: tool.id, day: dayOf(120), source: "other", visits: 9 },
    ]);
    for (const savedAt of [daysAgo(0), daysAgo(3), daysAgo(45), daysAgo(95)]) {
      const saver = await createUser(server.db);
      await server.db
        .insert(savedTools)
        .values({ userId: saver.id, toolId: tool.id, createdAt: savedAt });
    }
    await review(tool, 4, daysAgo(10));
    await review(tool, 2, daysAgo(50));
    await review(tool, 1, daysAgo(2), "hidden");
    await server.db.insert(toolEditSuggestions).values([
      {
        toolId: tool.id,
        userId: maker.user.id,
        proposed: { pricing: "Paid" },
        base: { pricing: "Freemium" },
      },
      {
        toolId: tool.id,
        userId: maker.user.id,
        proposed: { apiAccess: false },
        base: { apiAccess: true },
        status: "rejected",
        reason: "The API page still lists it.",
        decidedAt: new Date(),
      },
    ]);
  });

  it("shows the last 30 days by default, from the roll-ups, visits, saves and reviews", async () => {
    const { status, text } = await page(`/dashboard/tools/${tool.id}`, maker.cookie);
    expect(status).toBe(200);
    expect(figure(text, "Page views in the last 30 days")).toBe(8);
    expect(figure(text, "Website visits in the last 30 days")).toBe(5);
    expect(figure(text, "Saved in the last 30 days \\(still in a toolkit\\)")).toBe(2);
    expect(figure(text, "Reviews in the last 30 days \\(published\\)")).toBe(1);
    expect(text).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 30 days<\/a>/);
    expect(text).toMatch(/<svg[^>]*role="img"/);
    expect(text).toContain("Page views and website visits per day");
    expect(text).toContain("8 page views and 5 website visits in all");
    // Sources over the period, none for kinds without visits.
    expect(text).toContain("The tool&#x27;s page (Visit Website)");
    expect(text).toContain(">Compare<");
    expect(text).not.toContain(">API<");
    expect(text).not.toContain("Other links");
    // All published reviews: the average and the latest, each leading to the tool page's reviews.
    expect(text).toContain("Average 3.0 of 5 from 2 published reviews.");
    expect(text).toContain("A 4-star review");
    expect(text).not.toContain("A 1-star review");
    expect(text).toContain(`href="/tool/${tool.id}/${slugify(tool.name)}#reviews"`);
    // The owner's own suggestions and their outcomes.
    expect(text).toContain("Waiting for an administrator");
    expect(text).toContain("The API page still lists it.");
  });

  it("switches to 7 and 90 days; anything else is 30", async () => {
    const week = (await page(`/dashboard/tools/${tool.id}?days=7`, maker.cookie)).text;
    expect(figure(week, "Page views in the last 7 days")).toBe(4);
    expect(figure(week, "Website visits in the last 7 days")).toBe(5);
    expect(figure(week, "Saved in the last 7 days \\(still in a toolkit\\)")).toBe(2);
    expect(figure(week, "Reviews in the last 7 days \\(published\\)")).toBe(0);

    const quarter = (await page(`/dashboard/tools/${tool.id}?days=90`, maker.cookie)).text;
    expect(figure(quarter, "Page views in the last 90 days")).toBe(13);
    expect(figure(quarter, "Website visits in the last 90 days")).toBe(9);
    expect(figure(quarter, "Saved in the last 90 days \\(still in a toolkit\\)")).toBe(3);
    expect(figure(quarter, "Reviews in the last 90 days \\(published\\)")).toBe(2);
    expect(quarter).toContain(">API<");

    const odd = (await page(`/dashboard/tools/${tool.id}?days=12`, maker.cookie)).text;
    expect(figure(odd, "Page views in the last 30 days")).toBe(8);
  });

  it("says there were no page views rather than drawing an empty chart", async () => {
    const quiet = await createTool(server.db);
    const { cookie } = await owner(quiet);
    const { text } = await page(`/dashboard/tools/${quiet.id}`, cookie);
    expect(text).toContain("No page views and no website visits in the last 30 days.");
    expect(text).not.toMatch(/<svg[^>]*role="img"/);
    expect(text).toContain("No published reviews yet.");
  });

  it("lists the owner's tools, and tells someone who owns none how to claim", async () => {
    const list = (await page("/dashboard/tools", maker.cookie)).text;
    expect(list).toContain(`href="/dashboard/tools/${tool.id}"`);
    expect(list).toContain(">Your Tools<");

    const nobody = await createUser(server.db);
    const { cookie } = await createSession(server.db, nobody);
    const empty = (await page("/dashboard/tools", cookie)).text;
    expect(empty).toContain("You do not own a tool&#x27;s listing.");
    expect(empty).toContain("Own this tool? Claim it");
    // The menu offers "Your Tools" to owners only.
    expect((await page("/dashboard", cookie)).text).not.toContain('href="/dashboard/tools"');
    expect((await page("/dashboard", maker.cookie)).text).toContain('href="/dashboard/tools"');
  });

  it("is the owner's only: anyone else gets 404, a visitor the sign-in page", async () => {
    const stranger = await createUser(server.db);
    const { cookie } = await createSession(server.db, stranger);
    expect((await page(`/dashboard/tools/${tool.id}`, cookie)).status).toBe(404);
    expect((await page(`/dashboard/tools/${other.id}`, maker.cookie)).status).toBe(404);
    expect((await page("/dashboard/tools/no-such-tool", maker.cookie)).status).toBe(404);
    const visitor = await page(`/dashboard/tools/${tool.id}`);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirectTo=/);

    // Checked at every request: once the ownership ends, so does the page.
    await server.db.delete(toolOwners).where(eq(toolOwners.toolId, other.id));
    const next = await owner(other);
    expect((await page(`/dashboard/tools/${other.id}`, next.cookie)).status).toBe(200);
    await server.db.delete(toolOwners).where(eq(toolOwners.toolId, other.id));
    expect((await page(`/dashboard/tools/${other.id}`, next.cookie)).status).toBe(404);
  });
});

describe("the roll-up", () => {
  it("gives the same figures when a day is rolled up again", async () => {
    const tool = await createTool(server.db);
    await views(tool, 3, [`/tool/${tool.id}`, `/tool/${tool.id}/x`, `/tool/${tool.id}/claim`]);
    const day = dayOf(3);
    const read = () =>
      server.db
        .select({ views: toolPageViewsDaily.views })
        .from(toolPageViewsDaily)
        .where(and(eq(toolPageViewsDaily.toolId, tool.id), eq(toolPageViewsDaily.day, day)));
    await rollUpDay(server.db, day);
    expect(await read()).toEqual([{ views: 2 }]);
    await rollUpDay(server.db, day);
    await rollUpDay(server.db, day);
    expect(await read()).toEqual([{ views: 2 }]);
  });

  it("runs on one app server at a time", async () => {
    const at = new Date();
    expect(await takeLease(server.db, "test-job", "server-a", at, HOUR)).toBe(true);
    expect(await takeLease(server.db, "test-job", "server-b", at, HOUR)).toBe(false);
    // The job under the same lease name refuses while another holds it.
    expect(await takeLease(server.db, "page-view-rollup", "server-a", at, HOUR)).toBe(true);
    expect(await rollUpPageViews({ db: server.db, retentionDays: 0, holder: "server-b" })).toEqual({
      ran: false,
    });
    await releaseLease(server.db, "page-view-rollup", "server-a");
    expect(
      (await rollUpPageViews({ db: server.db, retentionDays: 0, holder: "server-b" })).ran,
    ).toBe(true);
    // An expired lease can be taken over (its server went away).
    expect(
      await takeLease(server.db, "test-job", "server-b", new Date(at.getTime() + 2 * HOUR), HOUR),
    ).toBe(true);
  });
});

describe("the owners' daily digest", () => {
  const digestsTo = (email: string) =>
    mailsTo(mailDir, email).filter((mail) => mail.subject === OWNER_DIGEST_SUBJECT);
  const textOf = (mail: ReceivedMail) => mail.text.replaceAll("\r\n", "\n");
  const settled = (later = 0) => new Date(Date.now() + DIGEST_SETTLE_MS + 60_000 + later);
  const run = async (at: Date) => {
    const sent = await sendOwnerDigests({
      db: server.db,
      now: at,
      settleMs: DIGEST_SETTLE_MS,
      origin: server.baseUrl,
      slugify,
    });
    await queuedMailSent(10_000);
    return sent;
  };
  const report = (tool: ToolRow, reason: "broken_link" | "outdated") =>
    server.db
      .insert(toolReports)
      .values({ toolId: tool.id, reason, note: "Private note", email: "reporter@example.com" });

  it("tells several reviews and reports in one email, once, and nothing after unsubscribing", async () => {
    const tool = await createTool(server.db);
    const second = await createTool(server.db);
    const since = new Date(Date.now() - HOUR);
    const maker = await owner(tool, since);
    await server.db
      .insert(toolOwners)
      .values({ toolId: second.id, userId: maker.user.id, proof: "email", since });
    await review(tool, 5, new Date(since.getTime() - DAY)); // before the ownership: not told
    await review(tool, 4, new Date());
    await review(tool, 3, new Date());
    await review(tool, 1, new Date(), "hidden");
    await report(tool, "broken_link");
    await report(second, "outdated");

    // Two app servers looking at once send one email.
    const at = settled();
    const runs = await Promise.all([run(at), run(at)]);
    expect(runs.flat().filter((email) => email === maker.user.email)).toHaveLength(1);
    const mail = await waitForMail(maker.user.email, OWNER_DIGEST_SUBJECT);
    expect(digestsTo(maker.user.email)).toHaveLength(1);
    const body = textOf(mail);
    expect(body).toContain(
      "2 tools you own on AI Tools Directory: 2 new reviews and 2 new listing reports.",
    );
    expect(body).toContain(`- Review: 4 of 5 stars, "A 4-star review" by Reviewer 4`);
    expect(body).toContain(`- Review: 3 of 5 stars, "A 3-star review" by Reviewer 3`);
    expect(body).not.toContain("A 5-star review");
    expect(body).not.toContain("A 1-star review");
    expect(body).toContain(
      "- Report: Broken link (from a visitor; the administrators will look at it)",
    );
    expect(body).toContain("- Report: Outdated information");
    expect(body).not.toContain("Private note");
    expect(body).not.toContain("reporter@example.com");
    expect(body).toContain(
      `Read and reply: ${server.baseUrl}/tool/${tool.id}/${slugify(tool.name)}#reviews`,
    );
    expect(body).toContain(`Its figures: ${server.baseUrl}/dashboard/tools/${tool.id}`);
    const unsubscribe = headerOf(mail, "List-Unsubscribe")!;
    expect(unsubscribe).toMatch(/^<http:\/\/[^>]+\/makers\/unsubscribe\?token=[\w-]{43}>$/);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // At most one a day: a review the same day waits for the next.
    await review(tool, 5, new Date());
    expect(await run(new Date(at.getTime() + 23 * HOUR))).not.toContain(maker.user.email);
    expect(await run(new Date(at.getTime() + 25 * HOUR))).toContain(maker.user.email);
    await expect.poll(() => digestsTo(maker.user.email).length).toBe(2);
    expect(textOf(digestsTo(maker.user.email)[1]!)).toContain(
      "A tool you own on AI Tools Directory: 1 new review.",
    );

    // One click from the mail program, without a session, and nothing more is sent.
    const link = new URL(unsubscribe.slice(1, -1));
    const opened = await page(`${link.pathname}${link.search}`);
    expect(opened.text).toContain("Turn off emails about your tools");
    const oneClick = await post(`${link.pathname}${link.search}`, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.example.net",
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text.replaceAll("<!-- -->", "")).toContain("Emails about your tools are off");
    const [setting] = await server.db
      .select({ enabled: ownerMailSettings.enabled })
      .from(ownerMailSettings)
      .where(eq(ownerMailSettings.userId, maker.user.id));
    expect(setting?.enabled).toBe(false);
    await review(second, 2, new Date());
    await report(second, "broken_link");
    expect(await run(new Date(at.getTime() + 50 * HOUR))).not.toContain(maker.user.email);
    expect(digestsTo(maker.user.email)).toHaveLength(2);

    // The profile shows the setting off, and turning it on again starts from that moment.
    const profile = await page("/dashboard/profile", maker.cookie);
    expect(profile.text).toContain("Email me about new reviews and reports of tools I own");
    expect(profile.text).toMatch(/role="switch" aria-checked="false"/);
  });
});

describe("pruning raw page views", () => {
  it("deletes raw views past the retention only of days rolled up and complete", async () => {
    const tool = await createTool(server.db);
    const raw = (n: number) =>
      server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pageViews)
        .where(
          and(
            sql`${pageViews.createdAt} >= ${new Date(today - n * DAY).toISOString()}::timestamptz`,
            sql`${pageViews.createdAt} < ${new Date(today - (n - 1) * DAY).toISOString()}::timestamptz`,
          ),
        )
        .then(([row]) => row!.n);
    const rolled = (n: number) =>
      server.db
        .select({ views: toolPageViewsDaily.views })
        .from(toolPageViewsDaily)
        .where(and(eq(toolPageViewsDaily.toolId, tool.id), eq(toolPageViewsDaily.day, dayOf(n))));
    // Days the job has not rolled up: 130 (never) and 140 (rolled, but not complete).
    await views(tool, 130, [`/tool/${tool.id}`]);
    await views(tool, 140, [`/tool/${tool.id}`, `/tool/${tool.id}`]);
    await rollUpDay(server.db, dayOf(140));
    await server.db
      .insert(pageViewRollups)
      .values({ day: dayOf(140), rolledAt: new Date(), complete: false })
      .onConflictDoUpdate({ target: pageViewRollups.day, set: { complete: false } });
    await server.db.delete(pageViewRollups).where(eq(pageViewRollups.day, dayOf(130)));

    expect(await raw(100)).toBeGreaterThan(0);
    expect(await raw(20)).toBeGreaterThan(0);
    // 0 keeps every raw row.
    expect(await pruneRolledUpViews(server.db, new Date(), 0)).toBe(0);
    expect(await pruneRolledUpViews(server.db, new Date(), 31)).toBeGreaterThan(0);
    expect(await raw(100)).toBe(0);
    expect(await raw(60)).toBe(0);
    expect(await raw(20)).toBeGreaterThan(0);
    expect(await raw(130)).toBe(1);
    expect(await raw(140)).toBe(2);
    // The daily rows stay: the figures do not change.
    expect(await rolled(140)).toEqual([{ views: 2 }]);
    const [kept] = await server.db
      .select({ views: toolPageViewsDaily.views })
      .from(toolPageViewsDaily)
      .where(eq(toolPageViewsDaily.day, dayOf(60)));
    expect(kept?.views).toBe(5);
  });
});
