import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { form, landing, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { headerOf, linkIn, mailsTo, type ReceivedMail } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// Double opt-in and unsubscribing (decision 016), over real HTTP against the production build,
// on each database, with a real SMTP peer: the links followed are the ones the emails carry.
const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-newsletter-mail-"));
let server: MailedServer["server"];
let mailed: MailedServer;
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, { TRUST_PROXY: "true" }));
});
afterAll(() => mailed?.close());

const SUBJECT = "Confirm your subscription to the AI Tools Directory newsletter";
const waitForMail = waitForMailIn(mailDir);
const post = postTo(() => server.baseUrl);
/** The page as a browser shows it (React's text-node markers removed). */
const text = (html: string) => html.replaceAll("<!-- -->", "");
const get = async (pathname: string) => {
  const response = await fetch(`${server.baseUrl}${pathname}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: text(await response.text()) };
};

async function stored(email: string) {
  const [row] = await server.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row ?? null;
}

async function rows() {
  const [row] = await server.db.select({ n: count() }).from(newsletterSubscribers);
  return row!.n;
}

/** The path and query of a link in an email (the test server listens on a port of its own). */
function local(link: string) {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The confirmation and unsubscribe links of a confirmation email. */
function linksOf(mail: ReceivedMail) {
  return {
    confirm: local(linkIn(mail, "/newsletter/confirm?token=")),
    unsubscribe: local(headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, "")),
  };
}

/** Subscribes through the site's form and returns the confirmation email's links. */
async function subscribe(email: string) {
  const before = mailsTo(mailDir, email).length;
  const response = await post("/newsletter", form({ email, redirectTo: "/blog" }));
  expect(response.status).toBe(302);
  await expect.poll(() => mailsTo(mailDir, email).length).toBe(before + 1);
  return { response, links: linksOf(await waitForMail(email, SUBJECT)) };
}

/** The one-click request of RFC 8058, as a mail provider's server sends it: no cookie at all. */
const oneClick = (link: string, headers: Record<string, string> = {}) =>
  post(link, "List-Unsubscribe=One-Click", {
    "Content-Type": "application/x-www-form-urlencoded",
    ...headers,
  });

describe("subscribing", () => {
  it("sends a confirmation email with unsubscribe headers, and keeps the address unconfirmed", async () => {
    const email = uniqueEmail("opt-in");
    const { response } = await subscribe(email);
    const page = await landing(server.baseUrl, response);
    expect(page.url).toBe("/blog");
    expect(page.text).toContain("Please confirm your subscription");
    expect(page.text).toContain(
      "Thank you for subscribing to our newsletter! We sent you an email: open its link to confirm.",
    );

    const mail = await waitForMail(email, SUBJECT);
    const row = await stored(email);
    expect(row).toMatchObject({ email, confirmedAt: null });
    // The email carries the token; the database keeps only its SHA-256.
    const confirm = new URL(linkIn(mail, "/newsletter/confirm?token="));
    const token = confirm.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(mail.raw).not.toContain(row!.tokenHash);
    const unsubscribe = `${confirm.origin}/newsletter/unsubscribe?token=${token}`;
    expect(headerOf(mail, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(unsubscribe);
  });

  it("sends a new link to an address still unconfirmed, and the older link stops working", async () => {
    const email = uniqueEmail("again");
    const first = await subscribe(email);
    const second = await subscribe(email.toUpperCase());
    expect(text((await landing(server.baseUrl, second.response)).text)).toContain(
      "This email is waiting for confirmation. We sent the link again: open it to confirm.",
    );
    expect(second.links.confirm).not.toBe(first.links.confirm);
    expect((await get(first.links.confirm)).status).toBe(404);
    expect((await post(first.links.confirm, form({}))).status).toBe(404);
    expect((await stored(email))!.confirmedAt).toBeNull();
    expect((await post(second.links.confirm, form({}))).status).toBe(200);
    expect((await stored(email))!.confirmedAt).toBeInstanceOf(Date);
  });

  it("says 'Already subscribed' to a confirmed address and sends it nothing", async () => {
    const email = uniqueEmail("confirmed");
    const { links } = await subscribe(email);
    await post(links.confirm, form({}));
    const again = await post("/newsletter", form({ email, redirectTo: "/" }));
    expect(text((await landing(server.baseUrl, again)).text)).toContain(
      "This email is already subscribed to our newsletter.",
    );
    // Confirmations are sent before the answer, in order: once one asked for later has arrived,
    // a second one for the confirmed address would have arrived before it.
    await subscribe(uniqueEmail("later"));
    expect(mailsTo(mailDir, email)).toHaveLength(1);
  });

  it("sends one address at most 3 confirmation emails an hour, whoever asks", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < 3; i++) await subscribe(email);
    const refused = await post("/newsletter", form({ email, redirectTo: "/" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text(refused.text)).toContain(
      "We already sent several confirmation emails to this address: please check your inbox and spam folder. Please try again in",
    );
    expect(mailsTo(mailDir, email)).toHaveLength(3);
  });

  it("answers the API with the confirmation still to come", async () => {
    const email = uniqueEmail("api");
    const json = { "Content-Type": "application/json" };
    const created = await post("/api/v1/newsletter", JSON.stringify({ email }), json);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ subscribed: true, confirmed: false, email });
    const links = linksOf(await waitForMail(email, SUBJECT));
    const resent = await post("/api/v1/newsletter", JSON.stringify({ email }), json);
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({ confirmed: false });
    await expect.poll(() => mailsTo(mailDir, email).length).toBe(2);
    expect((await get(links.confirm)).status).toBe(404);
    const latest = linksOf(await waitForMail(email, SUBJECT));
    await post(latest.confirm, form({}));
    const duplicate = await post("/api/v1/newsletter", JSON.stringify({ email }), json);
    expect(duplicate.status).toBe(409);
    expect(duplicate.json?.error?.code).toBe("already_subscribed");
  });
});

describe("the confirmation link", () => {
  it("shows a button without confirming; its POST confirms, once", async () => {
    const email = uniqueEmail("confirm");
    const { links } = await subscribe(email);
    const page = await get(links.confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toContain(`Send the AI Tools Directory newsletter to ${email}?`);
    expect(page.text).toMatch(
      /<form[^>]* action="\/newsletter\/confirm\?token=[\w-]{43}" method="post"/,
    );
    expect(page.text).toContain("Confirm subscription");
    // A scanner opening the link (twice) confirms nothing.
    await get(links.confirm);
    expect((await stored(email))!.confirmedAt).toBeNull();

    const confirmed = await post(links.confirm, form({}));
    expect(confirmed.status).toBe(200);
    expect(text(confirmed.text)).toContain("Your subscription is confirmed");
    expect(text(confirmed.text)).toContain(
      `${email} will receive the AI Tools Directory newsletter.`,
    );
    const at = (await stored(email))!.confirmedAt;
    expect(at).toBeInstanceOf(Date);

    const again = await post(links.confirm, form({}));
    expect(again.status).toBe(200);
    expect((await stored(email))!.confirmedAt).toEqual(at);
    expect((await get(links.confirm)).text).toContain("Your subscription is confirmed");
  });

  it("answers a missing, malformed or unknown token with a 4xx page, changing nothing", async () => {
    const before = await rows();
    for (const [link, status, message] of [
      ["/newsletter/confirm", 400, "This link is incomplete. Open the whole link from the email."],
      ["/newsletter/confirm?token=abc", 400, "This link is incomplete."],
      [`/newsletter/confirm?token=${"x".repeat(500)}`, 400, "This link is incomplete."],
      [`/newsletter/confirm?token=${"A".repeat(43)}`, 404, "This link no longer works"],
      ["/newsletter/unsubscribe?token=%00", 400, "This link is incomplete."],
      [`/newsletter/unsubscribe?token=${"A".repeat(43)}`, 404, "Nothing to unsubscribe"],
    ] as const) {
      const page = await get(link);
      expect(page.status, link).toBe(status);
      expect(page.text, link).toContain(message);
      const posted = await post(link, form({}));
      expect(posted.status, link).toBe(status);
      expect(text(posted.text), link).toContain(message);
    }
    expect(await rows()).toBe(before);
  });

  it("counts an address in the public figure only once confirmed", async () => {
    // Up to 99 confirmed subscribers: no figure is shown yet.
    const [confirmed] = await server.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt));
    const missing = 99 - confirmed!.n;
    await server.db.insert(newsletterSubscribers).values(
      Array.from({ length: missing }, (_, i) => ({
        email: `counted${i}@example.com`,
        confirmedAt: new Date(),
      })),
    );
    // Unconfirmed ones do not count, however many.
    await server.db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 50 }, (_, i) => ({ email: `waiting${i}@example.com` })));
    const blog = async () => (await get("/blog")).text;
    const email = uniqueEmail("hundredth");
    const { links } = await subscribe(email);
    expect(await blog()).not.toMatch(/Join [\d,]+ subscribers/);
    await post(links.confirm, form({}));
    expect(await blog()).toContain("Join 100 subscribers.");
    await oneClick(links.unsubscribe);
    expect(await blog()).not.toMatch(/Join [\d,]+ subscribers/);
  });
});

describe("unsubscribing", () => {
  it("shows a button without removing anything; its POST removes the address", async () => {
    const email = uniqueEmail("leaving");
    const { links } = await subscribe(email);
    await post(links.confirm, form({}));
    const page = await get(links.unsubscribe);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toContain(`Stop sending the AI Tools Directory newsletter to ${email}?`);
    expect(await stored(email)).not.toBeNull();

    // The page's own button: a same-site form post.
    const done = await post(links.unsubscribe, form({}), { Origin: server.baseUrl });
    expect(done.status).toBe(200);
    expect(text(done.text)).toContain("You are unsubscribed");
    expect(text(done.text)).toContain(`${email} is no longer on our list`);
    expect(await stored(email)).toBeNull();
    // Nothing is left to find: the link now names nobody.
    const after = await get(links.unsubscribe);
    expect(after.status).toBe(404);
    expect(after.text).toContain("Nothing to unsubscribe");
  });

  it("takes RFC 8058's one-click POST from a mail provider: no cookie, another origin, no redirect", async () => {
    const email = uniqueEmail("one-click");
    const { links } = await subscribe(email);
    await post(links.confirm, form({}));
    const response = await oneClick(links.unsubscribe, { Origin: "https://mail.example" });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await stored(email)).toBeNull();
    expect((await oneClick(links.unsubscribe)).status).toBe(404);
  });

  it("takes the one-click POST as multipart form data, and from an unconfirmed address", async () => {
    const email = uniqueEmail("multipart");
    const { links } = await subscribe(email);
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const response = await post(links.unsubscribe, body);
    expect(response.status).toBe(200);
    expect(await stored(email)).toBeNull();
  });

  it("still refuses a cross-site POST to the confirmation link", async () => {
    const email = uniqueEmail("cross-site");
    const { links } = await subscribe(email);
    const response = await post(links.confirm, form({}), { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await stored(email))!.confirmedAt).toBeNull();
  });
});
