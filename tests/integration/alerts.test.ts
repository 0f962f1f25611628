import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedTools, toolAlertSettings } from "~/db/schema";
import { DIGEST_SETTLE_MS, DIGEST_SUBJECT } from "~/features/alerts/constants";
import { sendAlertDigests } from "~/features/alerts/digest.server";
import { changeSummary } from "~/features/catalogue/change-words";
import { slugify } from "~/features/catalogue/tool";
import { applyToolDiff } from "~/features/catalogue/tool-diff.server";
import { inTransaction } from "~/lib/db.server";
import { queuedMailSent } from "~/lib/mail.server";
import { createSession, createTool, createUser, type ToolRow } from "../factories";
import { form, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { headerOf, linkIn, mailsTo, type ReceivedMail } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// Alerts about saved tools (docs/product.md#alerts-about-saved-tools), on each database, with a
// real SMTP peer: changes written through applyToolDiff, the digest job run with a clock the
// tests move, and the emailed links followed over real HTTP against the production build.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-alerts-mail-"));
let server: MailedServer["server"];
let mailed: MailedServer;
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, { TRUST_PROXY: "true" }));
});
afterAll(() => mailed?.close());

const waitForMail = waitForMailIn(mailDir);
const post = postTo(() => server.baseUrl);
const text = (html: string) => html.replaceAll("<!-- -->", "");
const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, headers: response.headers, text: text(await response.text()) };
};
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const HOUR = 60 * 60_000;
/** The job's clock: past the settling time of every change written so far. */
const settled = (later = 0) => new Date(Date.now() + DIGEST_SETTLE_MS + 60_000 + later);
const words = { summary: changeSummary, slugify };

const change = (toolId: string, after: Parameters<typeof applyToolDiff>[1]["after"]) =>
  inTransaction(server.db, (tx) => applyToolDiff(tx, { toolId, after, by: "editor" }));

async function save(userId: string, tool: ToolRow) {
  await server.db.insert(savedTools).values({ userId, toolId: tool.id });
}

/** Runs the digest job and waits until the mail it queued has reached the SMTP peer. */
async function runDigests(now: Date) {
  const sent = await sendAlertDigests({ db: server.db, now, origin: server.baseUrl, words });
  await queuedMailSent(10_000);
  return sent;
}

/** A digest's lines as written (the message's text part ends its lines with CRLF). */
const textOf = (mail: ReceivedMail) => mail.text.replaceAll("\r\n", "\n");

const digestsTo = (email: string) =>
  mailsTo(mailDir, email).filter((mail) => mail.subject === DIGEST_SUBJECT);

async function newUser(label: string) {
  return createUser(server.db, { email: uniqueEmail(label) });
}

describe("the daily digest", () => {
  it("tells several changes to two saved tools in one email, in words, with sources and history links", async () => {
    const user = await newUser("alerts-two-tools");
    const writer = await createTool(server.db, { pricing: "Freemium", freePlan: true });
    const coder = await createTool(server.db, { apiAccess: true });
    await save(user.id, writer);
    await save(user.id, coder);

    await change(writer.id, { pricing: "Paid", pricingSource: "https://example.com/pricing" });
    await change(writer.id, { freePlan: false });
    await change(coder.id, { apiAccess: false });

    expect(await runDigests(settled())).toContain(user.email);
    const mail = await waitForMail(user.email, DIGEST_SUBJECT);
    expect(digestsTo(user.email)).toHaveLength(1);
    expect(textOf(mail)).toContain("2 tools you saved on AI Tools Directory changed:");
    expect(textOf(mail)).toContain(
      `${writer.name}\n- Pricing model: Freemium → Paid (source: https://example.com/pricing)\n- Free plan: Yes → No\nEvery change to it: ${server.baseUrl}/tool/${writer.id}/${slugify(writer.name)}#history-heading`,
    );
    expect(textOf(mail)).toContain(`${coder.name}\n- API: Yes → No\n`);
    expect(mail.html).toContain(
      `<a href="${server.baseUrl}/tool/${coder.id}/${slugify(coder.name)}#history-heading"`,
    );

    // RFC 8058: the https address to post to, and the one-click field.
    const unsubscribe = headerOf(mail, "List-Unsubscribe")!;
    expect(unsubscribe).toMatch(/^<http:\/\/[^>]+\/alerts\/unsubscribe\?token=[\w-]{43}>$/);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(textOf(mail)).toContain(`Turn off these emails: ${unsubscribe.slice(1, -1)}`);

    // Told once: the next run has nothing new for this user.
    expect(await runDigests(settled(25 * HOUR))).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(1);
  });

  it("is sent once when two app servers look at the same time", async () => {
    const user = await newUser("alerts-two-servers");
    const tool = await createTool(server.db, { pricing: "Freemium" });
    await save(user.id, tool);
    await change(tool.id, { pricing: "Paid" });

    const now = settled();
    const runs = await Promise.all([runDigests(now), runDigests(now)]);
    expect(runs.flat().filter((email) => email === user.email)).toHaveLength(1);
    await waitForMail(user.email, DIGEST_SUBJECT);
    expect(digestsTo(user.email)).toHaveLength(1);
  });

  it("tells a saved tool's archiving, without a link to its page", async () => {
    const user = await newUser("alerts-archived");
    const tool = await createTool(server.db);
    await save(user.id, tool);
    await change(tool.id, { status: "archived" });

    expect(await runDigests(settled())).toContain(user.email);
    const mail = await waitForMail(user.email, DIGEST_SUBJECT);
    expect(textOf(mail)).toContain(`${tool.name}\n- Archived: it has left the directory.`);
    expect(textOf(mail)).not.toContain(`/tool/${tool.id}/`);
  });

  it("says nothing of changes before the save, unsaved or draft tools, or fields that do not count", async () => {
    const user = await newUser("alerts-nothing");
    const savedLate = await createTool(server.db, { pricing: "Freemium" });
    const unsaved = await createTool(server.db, { pricing: "Freemium" });
    const draft = await createTool(server.db, { pricing: "Freemium", status: "draft" });
    const described = await createTool(server.db);

    await change(savedLate.id, { pricing: "Paid" });
    await save(user.id, savedLate);
    await save(user.id, draft);
    await save(user.id, described);
    await change(unsaved.id, { pricing: "Paid" });
    await change(draft.id, { pricing: "Paid" });
    await change(described.id, {
      description: `${described.description} It now also drafts meeting notes.`,
    });
    // A new source alone is not a new price.
    await change(savedLate.id, { pricingSource: "https://example.com/new-pricing" });

    expect(await runDigests(settled())).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(0);
  });

  it("sends nothing to an address that is not confirmed", async () => {
    const user = await createUser(server.db, {
      email: uniqueEmail("alerts-unconfirmed"),
      emailVerified: false,
    });
    const tool = await createTool(server.db, { pricing: "Freemium" });
    await save(user.id, tool);
    await change(tool.id, { pricing: "Paid" });

    expect(await runDigests(settled())).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(0);
  });

  it("sends at most one digest a day: a later change waits for the next", async () => {
    const user = await newUser("alerts-daily");
    const tool = await createTool(server.db, { pricing: "Freemium", apiAccess: true });
    await save(user.id, tool);
    await change(tool.id, { pricing: "Paid" });
    const first = settled();
    expect(await runDigests(first)).toContain(user.email);
    await waitForMail(user.email, DIGEST_SUBJECT);

    await change(tool.id, { apiAccess: false });
    const later = new Date(first.getTime() + 23 * HOUR);
    expect(await runDigests(later)).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(1);

    const nextDay = new Date(first.getTime() + 24 * HOUR);
    expect(await runDigests(nextDay)).toContain(user.email);
    await expect.poll(() => digestsTo(user.email).length).toBe(2);
    const second = digestsTo(user.email)[1]!;
    expect(textOf(second)).toContain("- API: Yes → No");
    expect(textOf(second)).not.toContain("Pricing model");
  });
});

describe("turning alerts off", () => {
  it("takes one POST to the emailed address, without a session, and then nothing is sent", async () => {
    const user = await newUser("alerts-one-click");
    const tool = await createTool(server.db, { pricing: "Freemium", apiAccess: true });
    await save(user.id, tool);
    await change(tool.id, { pricing: "Paid" });
    const first = settled();
    await runDigests(first);
    const mail = await waitForMail(user.email, DIGEST_SUBJECT);
    const link = local(headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, ""));
    expect(local(linkIn(mail, "/alerts/unsubscribe?token="))).toBe(link);

    // Opening the link changes nothing: it shows one button.
    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain("Turn off alerts about saved tools");
    expect(page.text).toContain("Turn off these emails</button>");
    expect(await settingOf(user.id)).not.toBe(false);

    // The request a mail provider's server sends: no cookie, its own origin.
    const oneClick = await post(link, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.example.net",
    });
    expect(oneClick.status).toBe(200);
    expect(text(oneClick.text)).toContain("Alerts are off");
    expect(text(oneClick.text)).toContain(`We will not email ${user.email} about changes`);
    expect(await settingOf(user.id)).toBe(false);

    await change(tool.id, { apiAccess: false });
    expect(await runDigests(new Date(first.getTime() + 25 * HOUR))).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(1);

    // The link keeps saying so, and the profile shows the switch off.
    expect((await get(link)).text).toContain("Alerts are off");
    const { cookie } = await createSession(server.db, user);
    expect((await get("/dashboard/profile", cookie)).text).toMatch(
      /role="switch" aria-checked="false"/,
    );
  });

  it("answers a broken link with a page that says so", async () => {
    const cut = await get("/alerts/unsubscribe?token=abc");
    expect(cut.status).toBe(400);
    expect(cut.text).toContain("This link is incomplete");

    const unknown = `/alerts/unsubscribe?token=${"A".repeat(43)}`;
    const page = await get(unknown);
    expect(page.status).toBe(404);
    expect(page.text).toContain("This link no longer works");
    const posted = await post(unknown, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(posted.status).toBe(404);
    expect(text(posted.text)).toContain("This link no longer works");
  });

  it("is one click on the profile, and then nothing is sent", async () => {
    const user = await newUser("alerts-profile");
    const { cookie } = await createSession(server.db, user);
    const profile = await get("/dashboard/profile", cookie);
    expect(profile.text).toContain(
      "Email me when a tool I saved changes its price, free plan, API or licence, or leaves the directory (one email a day at most)",
    );
    expect(profile.text).toMatch(/role="switch" aria-checked="true"/);

    const off = await post("/dashboard/profile", form({ intent: "alerts", alerts: "off" }), {
      Cookie: cookie,
    });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/dashboard/profile");
    expect(await settingOf(user.id)).toBe(false);

    const tool = await createTool(server.db, { pricing: "Freemium" });
    await save(user.id, tool);
    await change(tool.id, { pricing: "Paid" });
    expect(await runDigests(settled())).not.toContain(user.email);
    expect(digestsTo(user.email)).toHaveLength(0);

    // On again: only what changes from then on is sent.
    const on = await post("/dashboard/profile", form({ intent: "alerts", alerts: "on" }), {
      Cookie: cookie,
    });
    expect(on.status).toBe(302);
    expect(await runDigests(settled())).not.toContain(user.email);
    await change(tool.id, { pricing: "Free" });
    expect(await runDigests(settled())).toContain(user.email);
    const mail = await waitForMail(user.email, DIGEST_SUBJECT);
    expect(textOf(mail)).toContain("- Pricing model: Paid → Free");
    expect(textOf(mail)).not.toContain("Freemium");
  });
});

async function settingOf(userId: string) {
  const [row] = await server.db
    .select({ enabled: toolAlertSettings.enabled })
    .from(toolAlertSettings)
    .where(eq(toolAlertSettings.userId, userId));
  return row?.enabled;
}
