import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, toolChanges, toolEditSuggestions, toolFactSources } from "~/db/schema";
import { slugify } from "~/features/catalogue/tool";
import { applyToolDiff } from "~/features/catalogue/tool-diff.server";
import { inTransaction } from "~/lib/db.server";
import {
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
  type ToolRow,
} from "../factories";
import { form, getFrom, postTo, waitForMailIn } from "../helpers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// Suggested edits of a listing and their review (decision 026), over HTTP against the built app,
// on each database, with a real SMTP peer for the suggesters' emails.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-suggestions-mail-"));
const waitForMail = waitForMailIn(mailDir);

let mailed: MailedServer;
let server: MailedServer["server"];
let adminCookie: string;
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);

beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, { TRUST_PROXY: "true" }));
  ({ adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(() => mailed?.close());

async function suggester(emailVerified = true) {
  const user = await createUser(server.db, { emailVerified });
  return { user, cookie: (await createSession(server.db, user)).cookie };
}

/** The suggestion form as the page fills it from the listing, with `changes` made. */
function suggestion(tool: ToolRow, changes: Record<string, string> = {}) {
  const body = form({
    url: tool.url,
    shortDescription: tool.shortDescription,
    description: tool.description,
    features: tool.features.join("\n"),
    pricing: tool.pricing,
    startingPrice: "",
    startingPriceCurrency: "",
    startingPricePeriod: "",
    freePlan: "",
    openSource: "",
    openSourceLicence: "",
    repositoryUrl: "",
    selfHostable: "",
    pricingSource: "",
    startingPriceSource: "",
    freePlanSource: "",
    apiSource: "",
    openSourceSource: "",
    selfHostableSource: "",
    platformsSource: "",
    note: "",
    ...changes,
  });
  if (tool.apiAccess && !("apiAccess" in changes)) body.set("apiAccess", "on");
  return body;
}

const send = (tool: ToolRow, body: URLSearchParams, cookie?: string) =>
  post(`/tool/${tool.id}/suggest`, body, {
    Origin: server.baseUrl,
    ...(cookie ? { Cookie: cookie } : {}),
  });

const asAdmin = (id: number, body: URLSearchParams) =>
  post(`/admin/edits/${id}`, body, { Cookie: adminCookie, Origin: server.baseUrl });

async function suggestionsOf(toolId: string) {
  return server.db
    .select()
    .from(toolEditSuggestions)
    .where(eq(toolEditSuggestions.toolId, toolId))
    .orderBy(toolEditSuggestions.id);
}

/** The version of the listing the review page shows (its hidden field). */
async function reviewPage(id: number) {
  const html = await (await get(`/admin/edits/${id}`, adminCookie)).text();
  const version = /name="version" value="([^"]+)"/.exec(html)?.[1];
  return { html: html.replaceAll("<!-- -->", ""), version: version! };
}

describe("suggesting an edit (decision 026)", () => {
  it("is for signed-in users with a confirmed email, and refused input stores nothing", async () => {
    const tool = await createTool(server.db);
    const change = { freePlan: "yes", freePlanSource: "https://example.com/plans" };
    const signedOut = await send(tool, suggestion(tool, change));
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toContain("Sign in to suggest an edit.");
    const page = await (await get(`/tool/${tool.id}/suggest`)).text();
    expect(page).toContain("Sign in to suggest an edit");

    const unconfirmed = await suggester(false);
    const refused = await send(tool, suggestion(tool, change), unconfirmed.cookie);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Confirm your email address first");

    const { cookie } = await suggester();
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, "Nothing differs from the listing"],
      [{ freePlan: "yes" }, 400, "Give the page that states the new value (https://)."],
      [
        { freePlan: "yes", freePlanSource: "http://example.com/plans" },
        400,
        "The source of free plan must be an https:// address.",
      ],
      [
        { startingPrice: "20" },
        400,
        "Give a starting price's amount, currency and period together.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await send(tool, suggestion(tool, fields), cookie);
      expect(answer.status, message).toBe(status);
      expect(answer.text).toContain(message);
    }
    // A bot fills the hidden field: it is answered as a success and nothing is kept.
    const bot = await send(
      tool,
      suggestion(tool, { ...change, website: "https://spam.example" }),
      cookie,
    );
    expect(bot.status).toBe(302);
    expect(await suggestionsOf(tool.id)).toEqual([]);
  });

  it("is limited per account", async () => {
    const tool = await createTool(server.db);
    const { cookie } = await suggester();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await send(
        tool,
        suggestion(tool, {
          note: `Try ${i}`,
          selfHostable: "no",
          selfHostableSource: "https://example.com/faq",
        }),
        cookie,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    const [stored] = await server.db
      .select({ n: count() })
      .from(toolEditSuggestions)
      .where(eq(toolEditSuggestions.toolId, tool.id));
    expect(stored!.n).toBe(10);
  });
});

describe("reviewing a suggested edit (decision 026)", () => {
  it("applies the chosen fields, confirms the facts, records them and emails the suggester", async () => {
    const tool = await createTool(server.db, { pricing: "Freemium" });
    const { user, cookie } = await suggester();
    const sent = await send(
      tool,
      suggestion(tool, {
        freePlan: "yes",
        freePlanSource: "https://example.com/plans",
        shortDescription: "Writes first drafts from bullet points, in the tone of your team.",
        note: "The plans page lists a free tier since October.",
      }),
      cookie,
    );
    expect(sent.status).toBe(302);
    const [filed] = await suggestionsOf(tool.id);
    expect(Object.keys(filed!.proposed).sort()).toEqual(
      ["freePlan", "freePlanSource", "shortDescription"].sort(),
    );

    const { html, version } = await reviewPage(filed!.id);
    expect(html).toContain("The plans page lists a free tier since October.");
    expect(html).toContain("Writes first drafts from bullet points");
    expect(html).not.toContain("The listing changed since");

    const choice = form({ intent: "accept", version });
    choice.append("fields", "freePlan");
    choice.append("fields", "freePlanSource");
    const accepted = await asAdmin(filed!.id, choice);
    expect(accepted.status).toBe(302);

    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored).toMatchObject({ freePlan: true, shortDescription: tool.shortDescription });
    const [source] = await server.db
      .select()
      .from(toolFactSources)
      .where(eq(toolFactSources.toolId, tool.id));
    expect(source).toMatchObject({ fact: "freePlan", confirmedBy: "suggestion" });
    const history = await server.db
      .select()
      .from(toolChanges)
      .where(eq(toolChanges.toolId, tool.id));
    expect(history).toEqual([
      expect.objectContaining({
        field: "freePlan",
        after: true,
        byKind: "visitor",
        confirmed: true,
      }),
    ]);
    const [decided] = await suggestionsOf(tool.id);
    expect(decided).toMatchObject({ status: "accepted", applied: ["freePlan", "freePlanSource"] });

    const mail = await waitForMail(user.email, `Your suggested edit of ${tool.name} was accepted`);
    expect(mail.text).toContain("applied part of it: Free plan, Source of free plan");
    const page = (await (await get(`/tool/${tool.id}/${slugify(tool.name)}`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(page).toContain("by an accepted suggestion.");

    // Decided once: a second decision is refused.
    const again = await asAdmin(
      filed!.id,
      form({ intent: "reject", reason: "Already applied it." }),
    );
    expect(again.status).toBe(409);
  });

  it("says a suggestion is stale, and refuses a decision on a listing that changed meanwhile", async () => {
    const tool = await createTool(server.db);
    const { cookie } = await suggester();
    await send(
      tool,
      suggestion(tool, {
        selfHostable: "yes",
        selfHostableSource: "https://example.com/docs/self-host",
      }),
      cookie,
    );
    const [filed] = await suggestionsOf(tool.id);
    const before = await reviewPage(filed!.id);

    await inTransaction(server.db, (tx) =>
      applyToolDiff(tx, { toolId: tool.id, after: { selfHostable: false }, by: "editor" }),
    );
    const refused = await asAdmin(
      filed!.id,
      (() => {
        const body = form({ intent: "accept", version: before.version });
        body.append("fields", "selfHostable");
        return body;
      })(),
    );
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("The listing changed while you were reviewing this suggestion.");
    const [unchanged] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(unchanged!.selfHostable).toBe(false);

    const after = await reviewPage(filed!.id);
    expect(after.html).toContain("The listing changed since this was suggested: Self-hostable");
  });

  it("rejects with a reason the suggester is emailed, changing nothing", async () => {
    const tool = await createTool(server.db);
    const { user, cookie } = await suggester();
    await send(tool, suggestion(tool, { openSource: "no" }), cookie);
    const [filed] = await suggestionsOf(tool.id);
    expect(filed).toBeUndefined();

    await send(
      tool,
      suggestion(tool, { openSource: "no", openSourceSource: "https://example.com/licence" }),
      cookie,
    );
    const [kept] = await suggestionsOf(tool.id);
    const short = await asAdmin(kept!.id, form({ intent: "reject", reason: "No." }));
    expect(short.status).toBe(400);
    expect(short.text).toContain("Say why, in 10 to 500 characters");
    const rejected = await asAdmin(
      kept!.id,
      form({ intent: "reject", reason: "The licence page still names the MIT licence." }),
    );
    expect(rejected.status).toBe(302);
    const mail = await waitForMail(
      user.email,
      `Your suggested edit of ${tool.name} was not applied`,
    );
    expect(mail.text).toContain("The licence page still names the MIT licence.");
    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored!.openSource).toBeNull();
    expect(
      await server.db.select().from(toolChanges).where(eq(toolChanges.toolId, tool.id)),
    ).toEqual([]);
  });

  it("is for administrators only", async () => {
    const tool = await createTool(server.db);
    const { cookie } = await suggester();
    await send(
      tool,
      suggestion(tool, { selfHostable: "no", selfHostableSource: "https://example.com/faq" }),
      cookie,
    );
    const [filed] = await suggestionsOf(tool.id);
    const page = await get(`/admin/edits/${filed!.id}`, cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/dashboard");
    const byUser = await post(
      `/admin/edits/${filed!.id}`,
      form({ intent: "reject", reason: "A user cannot decide this." }),
      { Cookie: cookie, Origin: server.baseUrl },
    );
    expect(byUser.status).toBe(302);
    const [still] = await suggestionsOf(tool.id);
    expect(still!.status).toBe("pending");
  });
});
