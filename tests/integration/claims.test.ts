import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, reviewReplies, toolClaims, toolOwners, toolReviews } from "~/db/schema";
import { checkClaimOnWebsite } from "~/features/makers/claims.server";
import { CLAIM_REFUSALS } from "~/features/makers/constants";
import {
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
  type ToolRow,
} from "../factories";
import { form, getFrom, postTo, waitForMailIn } from "../helpers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// Claiming a listing (docs/product.md#claiming-a-listing) over HTTP against the built app, on each
// database: a code emailed to an address on the tool's domain through a real SMTP peer, and a
// token published on a website served here.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-claims-mail-"));
const waitForMail = waitForMailIn(mailDir);

let mailed: MailedServer;
let server: MailedServer["server"];
let sites: Server;
let adminCookie: string;
let siteUrl: string;
/** The pages the local website answers, by path: [status, body, location?]. */
const pages = new Map<string, [number, string, string?]>();
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);

beforeAll(async () => {
  sites = createServer((request, response) => {
    const page = pages.get(request.url ?? "");
    if (!page) {
      response.writeHead(404);
      return response.end();
    }
    const [status, body, location] = page;
    response.writeHead(status, { "content-type": "text/html", ...(location ? { location } : {}) });
    response.end(body);
  });
  await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  ({ server } = mailed = await startMailedServer(mailDir, {
    TRUST_PROXY: "true",
    FETCH_ALLOW_PRIVATE: "true",
  }));
  ({ adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => {
  await mailed?.close();
  await new Promise((resolve) => sites?.close(resolve));
});

async function maker(emailVerified = true) {
  const user = await createUser(server.db, { emailVerified });
  return { user, cookie: (await createSession(server.db, user)).cookie };
}

const claim = (tool: ToolRow, fields: Record<string, string>, cookie?: string) =>
  post(`/tool/${tool.id}/claim`, form(fields), {
    Origin: server.baseUrl,
    ...(cookie ? { Cookie: cookie } : {}),
  });

async function ownerOf(tool: ToolRow) {
  const [owner] = await server.db.select().from(toolOwners).where(eq(toolOwners.toolId, tool.id));
  return owner ?? null;
}

/** The code in the newest claim email to `address` for `tool`. */
async function codeFor(address: string, tool: ToolRow) {
  const mail = await waitForMail(address, `Your code to claim ${tool.name}`);
  return /: (\d{6})$/.exec(mail.subject)![1]!;
}

/** The token the claim page asks the user to publish. */
async function tokenOn(tool: ToolRow, cookie: string) {
  const page = await (await get(`/tool/${tool.id}/claim`, cookie)).text();
  return /aitools-claim&quot; content=&quot;([A-Za-z0-9_-]+)&quot;/.exec(page)![1]!;
}

const uniqueDomain = () => `maker-${Math.random().toString(36).slice(2, 10)}.example`;

describe("claiming by a code emailed to the tool's domain", () => {
  it("makes the user the tool's one owner with the right code, once", async () => {
    const domain = uniqueDomain();
    const tool = await createTool(server.db, { url: `https://chat.${domain}/` });
    const first = await maker();
    const page = await (await get(`/tool/${tool.id}/${tool.id}`)).text();
    expect(page).toContain("Own this tool? Claim it");

    const sent = await claim(
      tool,
      { intent: "send-code", email: `Founder@${domain}` },
      first.cookie,
    );
    expect(sent.status).toBe(302);
    const code = await codeFor(`founder@${domain}`, tool);

    const wrong = await claim(
      tool,
      { intent: "confirm-code", code: code === "000000" ? "000001" : "000000" },
      first.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(CLAIM_REFUSALS["wrong-code"]);
    expect(await ownerOf(tool)).toBeNull();

    const right = await claim(tool, { intent: "confirm-code", code }, first.cookie);
    expect(right.status).toBe(302);
    expect(await ownerOf(tool)).toMatchObject({
      userId: first.user.id,
      proof: "email",
      proofOf: `founder@${domain}`,
    });
    const claimed = await (await get(`/tool/${tool.id}/${tool.id}`)).text();
    expect(claimed).toContain("Claimed by its maker");
    expect(claimed).not.toContain("Own this tool? Claim it");

    // The code worked once, and a second claimant finds the tool taken.
    const again = await claim(tool, { intent: "confirm-code", code }, first.cookie);
    expect(again.status).toBe(409);
    const second = await maker();
    const taken = await claim(tool, { intent: "send-code", email: `cto@${domain}` }, second.cookie);
    expect(taken.status).toBe(409);
    expect(taken.text).toContain(CLAIM_REFUSALS.owned);
    expect((await ownerOf(tool))?.userId).toBe(first.user.id);
  });

  it("refuses addresses off the tool's domain, free mail, and shared hosts", async () => {
    const domain = uniqueDomain();
    const tool = await createTool(server.db, { url: `https://app.${domain}/` });
    const { cookie } = await maker();
    for (const email of [`me@other-${domain}`, "me@gmail.com", `me@deep.app.${domain}`]) {
      const refused = await claim(tool, { intent: "send-code", email }, cookie);
      expect(refused.status, email).toBe(400);
      expect(refused.text).toContain(CLAIM_REFUSALS["not-on-domain"]);
    }
    // The host itself and its parent both stand for the website.
    expect(
      (await claim(tool, { intent: "send-code", email: `a@app.${domain}` }, cookie)).status,
    ).toBe(302);
    expect((await claim(tool, { intent: "send-code", email: `a@${domain}` }, cookie)).status).toBe(
      302,
    );

    const hosted = await createTool(server.db, { url: "https://github.com/someone/some-tool" });
    const shared = await claim(hosted, { intent: "send-code", email: "staff@github.com" }, cookie);
    expect(shared.status).toBe(400);
    expect(shared.text).toContain(CLAIM_REFUSALS["no-mail-domain"]);
    const page = await (await get(`/tool/${hosted.id}/claim`, cookie)).text();
    expect(page).toContain("on a domain many makers share");
  });

  it("refuses an expired code and too many wrong ones", async () => {
    const domain = uniqueDomain();
    const tool = await createTool(server.db, { url: `https://${domain}/` });
    const { user, cookie } = await maker();
    await claim(tool, { intent: "send-code", email: `me@${domain}` }, cookie);
    const code = await codeFor(`me@${domain}`, tool);
    await server.db
      .update(toolClaims)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(toolClaims.toolId, tool.id), eq(toolClaims.userId, user.id)));
    const expired = await claim(tool, { intent: "confirm-code", code }, cookie);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain(CLAIM_REFUSALS.expired);

    const { user: other, cookie: otherCookie } = await maker();
    await claim(tool, { intent: "send-code", email: `other@${domain}` }, otherCookie);
    const fresh = await codeFor(`other@${domain}`, tool);
    const wrong = fresh === "000000" ? "000001" : "000000";
    for (let round = 0; round < 5; round++) {
      await claim(tool, { intent: "confirm-code", code: wrong }, otherCookie);
    }
    const locked = await claim(tool, { intent: "confirm-code", code: fresh }, otherCookie);
    expect(locked.status).toBe(400);
    expect(locked.text).toContain(CLAIM_REFUSALS["too-many-tries"]);
    expect(await ownerOf(tool)).toBeNull();
    expect(other.id).not.toBe(user.id);
  });

  it("limits codes per address, and is for signed-in users with a confirmed email", async () => {
    const domain = uniqueDomain();
    const tool = await createTool(server.db, { url: `https://${domain}/` });
    const signedOut = await claim(tool, { intent: "send-code", email: `me@${domain}` });
    expect(signedOut.status).toBe(401);
    const unconfirmed = await maker(false);
    const refused = await claim(
      tool,
      { intent: "send-code", email: `me@${domain}` },
      unconfirmed.cookie,
    );
    expect(refused.status).toBe(403);

    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const { cookie } = await maker();
      statuses.push(
        (await claim(tool, { intent: "send-code", email: `ceo@${domain}` }, cookie)).status,
      );
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(await ownerOf(tool)).toBeNull();
  });
});

describe("claiming by a token on the website", () => {
  it("finds the meta tag on the homepage, or the file under /.well-known/", async () => {
    const home = `/home-${Math.random().toString(36).slice(2)}`;
    const tool = await createTool(server.db, { url: `${siteUrl}${home}` });
    const { user, cookie } = await maker();
    const token = await tokenOn(tool, cookie);

    pages.set(home, [200, "<html><head><title>Tool</title></head></html>"]);
    const missing = await claim(tool, { intent: "check-website" }, cookie);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("We did not find your token");

    pages.set(home, [
      200,
      `<html><head><META content="${token}" name="aitools-claim"></head></html>`,
    ]);
    const found = await claim(tool, { intent: "check-website" }, cookie);
    expect(found.status).toBe(302);
    expect(await ownerOf(tool)).toMatchObject({ userId: user.id, proof: "meta" });
  });

  it("does not count a page that redirects to another host, nor a private address unless allowed", async () => {
    const home = `/moved-${Math.random().toString(36).slice(2)}`;
    const tool = await createTool(server.db, { url: `${siteUrl}${home}` });
    const { user, cookie } = await maker();
    const token = await tokenOn(tool, cookie);
    // The other host serves the token, but it is not the tool's website.
    const elsewhere = siteUrl.replace("127.0.0.1", "localhost");
    pages.set(`${home}-target`, [200, `<meta name="aitools-claim" content="${token}">`]);
    pages.set(home, [302, "", `${elsewhere}${home}-target`]);
    const moved = await claim(tool, { intent: "check-website" }, cookie);
    expect(moved.status).toBe(400);
    expect(moved.text).toContain(CLAIM_REFUSALS.redirected);

    pages.set(home, [200, `<meta name="aitools-claim" content="${token}">`]);
    const guarded = await checkClaimOnWebsite(
      user.id,
      { id: tool.id, name: tool.name, url: tool.url },
      { db: server.db, allowPrivate: false },
    );
    expect(guarded).toEqual({ ok: false, reason: "unreachable" });
    expect(await ownerOf(tool)).toBeNull();
  });
});

describe("owners in the admin area", () => {
  const asAdmin = (fields: Record<string, string>, cookie = adminCookie) =>
    post("/admin/owners", form(fields), { Cookie: cookie, Origin: server.baseUrl });

  async function auditOf(tool: ToolRow) {
    return server.db
      .select({ action: adminAudit.action, changes: adminAudit.changes })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "tool"), eq(adminAudit.subjectId, tool.id)))
      .orderBy(adminAudit.id);
  }

  it("names, transfers and removes an owner, each audited", async () => {
    const tool = await createTool(server.db, { url: `https://${uniqueDomain()}/` });
    const first = await maker();
    const second = await maker();
    expect(
      (await asAdmin({ intent: "grant", toolId: tool.id, email: first.user.email })).status,
    ).toBe(302);
    expect(await ownerOf(tool)).toMatchObject({ userId: first.user.id, proof: "administrator" });
    expect(
      (await asAdmin({ intent: "grant", toolId: tool.id, email: second.user.email })).status,
    ).toBe(302);
    expect((await ownerOf(tool))?.userId).toBe(second.user.id);
    expect((await asAdmin({ intent: "revoke", toolId: tool.id })).status).toBe(302);
    expect(await ownerOf(tool)).toBeNull();
    expect(await auditOf(tool)).toEqual([
      { action: "owner.grant", changes: { owner: { before: null, after: first.user.email } } },
      {
        action: "owner.transfer",
        changes: { owner: { before: first.user.email, after: second.user.email } },
      },
      { action: "owner.revoke", changes: { owner: { before: second.user.email, after: null } } },
    ]);
    const page = await (await get(`/tool/${tool.id}/${tool.id}`)).text();
    expect(page).toContain("Own this tool? Claim it");

    const unknown = await asAdmin({
      intent: "grant",
      toolId: tool.id,
      email: "nobody@example.com",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("No account has this email address.");
    const none = await asAdmin({ intent: "revoke", toolId: tool.id });
    expect(none.status).toBe(409);
    // Only administrators get there.
    const notAdmin = await asAdmin(
      { intent: "grant", toolId: tool.id, email: first.user.email },
      first.cookie,
    );
    expect(notAdmin.status).toBe(302);
    expect(notAdmin.headers.get("location")).not.toContain("/admin");
    expect(await ownerOf(tool)).toBeNull();
  });

  it("decides the claims makers ask for: refused with an email, or granted", async () => {
    const tool = await createTool(server.db, { url: "https://github.com/someone/another-tool" });
    const { user, cookie } = await maker();
    const tooShort = await claim(tool, { intent: "ask", note: "It's mine." }, cookie);
    expect(tooShort.status).toBe(400);
    const note = "I maintain the repository: see the MAINTAINERS file, which names me.";
    expect((await claim(tool, { intent: "ask", note }, cookie)).status).toBe(302);
    const queue = await (await get("/admin/owners", adminCookie)).text();
    expect(queue).toContain(note);
    const overview = await (await get("/admin", adminCookie)).text();
    expect(overview).toContain("Claims to decide");

    const [asked] = await server.db
      .select({ id: toolClaims.id })
      .from(toolClaims)
      .where(and(eq(toolClaims.toolId, tool.id), eq(toolClaims.userId, user.id)));
    const reason = "The repository does not name you; write from the project's address.";
    const refused = await asAdmin({ intent: "refuse-claim", claimId: String(asked!.id), reason });
    expect(refused.status).toBe(302);
    const mail = await waitForMail(user.email, `Your claim of ${tool.name} was not granted`);
    expect(mail.text).toContain(reason);
    const twice = await asAdmin({ intent: "refuse-claim", claimId: String(asked!.id), reason });
    expect(twice.status).toBe(409);

    expect((await claim(tool, { intent: "ask", note }, cookie)).status).toBe(302);
    const granted = await asAdmin({ intent: "grant-claim", claimId: String(asked!.id) });
    expect(granted.status).toBe(302);
    expect(await ownerOf(tool)).toMatchObject({ userId: user.id, proof: "administrator" });
  });
});

describe("the owner's replies to reviews", () => {
  const asAdmin = (fields: Record<string, string>) =>
    post("/admin/reviews", form(fields), { Cookie: adminCookie, Origin: server.baseUrl });
  const onPage = (tool: ToolRow, fields: Record<string, string>, cookie?: string) =>
    post(`/tool/${tool.id}/${tool.id}`, form(fields), {
      Origin: server.baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    });
  const page = async (tool: ToolRow, cookie?: string) =>
    (await (await get(`/tool/${tool.id}/${tool.id}`, cookie)).text()).replaceAll("<!-- -->", "");

  it("are the owner's alone, one per review, and shown only while they own the tool", async () => {
    const tool = await createTool(server.db, { url: `https://${uniqueDomain()}/` });
    const owner = await maker();
    const reviewer = await maker();
    const [review] = await server.db
      .insert(toolReviews)
      .values({
        toolId: tool.id,
        userId: reviewer.user.id,
        stars: 3,
        title: "Good drafts",
        body: "Good drafts, but the export to slides loses the formatting every time.",
      })
      .returning({ id: toolReviews.id });
    const reviewId = String(review!.id);
    const reply = "Thank you: the slide export keeps the formatting since version 2.4.";

    expect((await onPage(tool, { intent: "reply", reviewId, reply })).status).toBe(401);
    const notOwner = await onPage(tool, { intent: "reply", reviewId, reply }, reviewer.cookie);
    expect(notOwner.status).toBe(403);
    expect(notOwner.text).toContain("Only the tool's owner can reply to its reviews.");

    await asOwner(tool, owner.user.email);
    const ownReview = await onPage(
      tool,
      {
        intent: "review",
        stars: "5",
        title: "Our own tool",
        body: "We think it is the best tool there is.",
      },
      owner.cookie,
    );
    expect(ownReview.status).toBe(403);
    expect(ownReview.text).toContain("The tool's owner cannot review it.");
    expect((await onPage(tool, { intent: "reply", reviewId, reply }, owner.cookie)).status).toBe(
      302,
    );
    const edited = `${reply} Update 2.5 adds speaker notes.`;
    expect(
      (await onPage(tool, { intent: "reply", reviewId, reply: edited }, owner.cookie)).status,
    ).toBe(302);
    const rows = await server.db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, review!.id));
    expect(rows.map((row) => row.body)).toEqual([edited]);
    expect(await page(tool)).toContain("Reply from the maker");
    expect(await page(tool)).toContain(edited);
    const empty = await onPage(tool, { intent: "reply", reviewId, reply: " " }, owner.cookie);
    expect(empty.status).toBe(400);

    // An administrator hides it: the public no longer sees it, its writer sees why.
    const reason = "Off topic for this review.";
    expect(
      (await asAdmin({ intent: "hide-reply", id: reviewId, reason: "own", ownReason: reason }))
        .status,
    ).toBe(302);
    expect(await page(tool)).not.toContain(edited);
    expect(await page(tool, owner.cookie)).toContain(`Hidden by an administrator: ${reason}`);
    expect((await asAdmin({ intent: "restore-reply", id: reviewId })).status).toBe(302);
    expect(await page(tool)).toContain(edited);

    // Removed as owner: the reply leaves the page at once, and they cannot write another.
    await post("/admin/owners", form({ intent: "revoke", toolId: tool.id }), {
      Cookie: adminCookie,
      Origin: server.baseUrl,
    });
    expect(await page(tool)).not.toContain("Reply from the maker");
    const revoked = await onPage(tool, { intent: "reply", reviewId, reply }, owner.cookie);
    expect(revoked.status).toBe(403);
    const removed = await onPage(tool, { intent: "delete-reply", reviewId }, owner.cookie);
    expect(removed.status).toBe(403);
  });

  async function asOwner(tool: ToolRow, email: string) {
    const named = await post("/admin/owners", form({ intent: "grant", toolId: tool.id, email }), {
      Cookie: adminCookie,
      Origin: server.baseUrl,
    });
    expect(named.status).toBe(302);
  }
});
