import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, users } from "~/db/schema";
import { slugify } from "~/features/catalogue/tool";
import { createSession, createTool, createUser } from "../factories";
import { form, landing, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";
import { rawAnswer } from "../setup/raw-answer";

// A security probe's findings and the cases that held, kept as tests against the production
// stack (page cache in front of the built app) on each database: a sign-in beside a dead
// session, mail that must not time an answer, cache keys, cookies, redirects, polyglot uploads,
// what is stored by browsers, and names that pass for the site.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-probe-mail-"));
let smtp: MailedServer["smtp"];
let server: MailedServer["server"];
let mailed: MailedServer;
beforeAll(async () => {
  ({ smtp, server } = mailed = await startMailedServer(
    mailDir,
    { TRUST_PROXY: "true" },
    { production: { PAGE_CACHE_SECONDS: 60 } },
  ));
});
afterAll(() => mailed?.close());

const post = postTo(() => server.baseUrl);
const waitForMail = waitForMailIn(mailDir);
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${pathname}`, { headers, redirect: "manual" });

/** A request as sent on the wire: any request line and Host header, nothing added. */
async function raw(target: string, host: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.baseUrl);
  const answer = await rawAnswer((onResponse) =>
    httpRequest(
      { hostname, port, path: target, setHost: false, headers: { Host: host, ...headers } },
      onResponse,
    ),
  );
  return { status: answer.status, headers: answer.headers, text: answer.body.toString("utf8") };
}

const sessionCookiesOf = (headers: Headers, name: string) =>
  headers.getSetCookie().filter((cookie) => cookie.startsWith(`${name}=`));

describe("signing in with a session cookie that no longer works", () => {
  it.each([
    ["signed out elsewhere", (id: string) => server.db.delete(sessions).where(eq(sessions.id, id))],
    [
      "expired",
      (id: string) =>
        server.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 60_000) })
          .where(eq(sessions.id, id)),
    ],
  ])(
    "(%s) keeps the new session: one Set-Cookie for it, and the dashboard opens",
    async (_, kill) => {
      const user = await createUser(server.db, { email: uniqueEmail("dead-cookie") });
      const old = await createSession(server.db, user);
      await kill(old.session.id);

      const signedIn = await post("/login", form({ email: user.email, password: user.password }), {
        Cookie: old.cookie,
      });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/dashboard");
      const set = sessionCookiesOf(signedIn.headers, old.name);
      expect(set).toHaveLength(1);
      const cookie = set[0]!.split(";")[0]!;
      expect(cookie).not.toBe(`${old.name}=`);
      expect(set[0]).not.toMatch(/Max-Age=0/i);

      const dashboard = await get("/dashboard", { Cookie: cookie });
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain("Dashboard");
    },
  );
});

describe("an account email does not time the answer", () => {
  it("answers a reset request before the mail server has taken the message", async () => {
    const user = await createUser(server.db, { email: uniqueEmail("slow-mail") });
    const hold = smtp.hold();
    try {
      const answer = await fetch(`${server.baseUrl}/forgot-password`, {
        method: "POST",
        body: form({ email: user.email }),
        redirect: "manual",
        headers: { "X-Forwarded-For": "10.77.0.1" },
        // Without the queue the answer would wait for the held message, past this.
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status).toBe(302);
      await hold.arrived;
    } finally {
      hold.release();
    }
    const mail = await waitForMail(user.email, "Reset your");
    expect(mail.text).toContain("expires in 1 hour");
  });
});

describe("the page cache's keys", () => {
  it("refuses a Host header that is not a host, whatever the request line", async () => {
    const tool = await createTool(server.db);
    const page = `/tool/${tool.id}/${slugify(tool.name)}`;
    expect((await get(page)).status).toBe(200);
    expect((await get(page)).headers.get("x-cache")).toBe("HIT");
    const { host } = new URL(server.baseUrl);
    for (const [target, badHost] of [
      [`/${slugify(tool.name)}`, `${host}/tool/${tool.id}`],
      [`${server.baseUrl}${page}`, `${host}/x`],
      [page, `user@${host}`],
      [page, `${host} evil.example`],
      [page, `${host}?`],
      [page, `${host}#`],
    ]) {
      const answer = await raw(target!, badHost!);
      expect([target, badHost, answer.status]).toEqual([target, badHost, 400]);
      expect(answer.text).not.toContain(tool.name);
    }
  });

  it("files an absolute request line under its own address, never under another", async () => {
    const { host } = new URL(server.baseUrl);
    // Host + request line used to be the key: these two requests had the same one.
    const planted = await raw(`${server.baseUrl}/about`, `${host}/x`);
    expect(planted.status).toBe(400);
    const lookalike = await raw(`/xhttp://${host}/about`, host);
    expect(lookalike.status).toBe(404);
    // The request line's address names the page, whatever the Host header says.
    const absolute = await raw(`${server.baseUrl}/about`, "other.example");
    expect(absolute.status).toBe(200);
    const plain = await raw("/about", host);
    expect(plain.status).toBe(200);
    expect(plain.headers["x-cache"]).toBe("HIT");
  });

  it("never answers a signed-in visitor's cookie, in any form, from the cache or to others", async () => {
    const name = `Probe Reader ${Date.now().toString(36)}`;
    const user = await createUser(server.db, { name, email: uniqueEmail("cookie-forms") });
    const { cookie, name: cookieName } = await createSession(server.db, user);
    await (await get("/")).arrayBuffer();
    for (const form of [
      cookie,
      `${cookie}; theme=dark`,
      `theme=dark; ${cookie}`,
      `theme=dark;${cookie}`,
      `${cookie};`,
      `_ga=1; ${cookie}; _gid=2`,
    ]) {
      const answer = await get("/", { Cookie: form });
      expect([form, answer.headers.get("x-cache")]).toEqual([form, null]);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toContain(name);
    }
    for (const form of [
      `${cookieName}=forged`,
      `__Secure-${cookieName}=forged`,
      `${cookieName.toUpperCase()}=${cookie.split("=")[1]}`,
      `x${cookie}`,
      "",
    ]) {
      const answer = await get("/", form ? { Cookie: form } : {});
      expect(answer.status).toBe(200);
      expect([form, (await answer.text()).includes(name)]).toEqual([form, false]);
    }
  });
});

describe("where sign-in returns to", () => {
  it.each([
    "//evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "/%2F%2Fevil.example",
    "/..//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
    "\t//evil.example",
    " /\t/evil.example",
    "/\u3002evil.example",
  ])("keeps %j on this site", async (redirectTo) => {
    const user = await createUser(server.db, { email: uniqueEmail("return") });
    const answer = await post(
      "/login",
      form({ email: user.email, password: user.password, redirectTo }),
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location")!;
    expect(location.startsWith("/")).toBe(true);
    expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
  });
});

describe("avatars that are more than one kind of file", () => {
  async function pngWith(trailer: string) {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#3f3fc9" },
    })
      .png()
      .toBuffer();
    return Buffer.concat([png, Buffer.from(trailer)]);
  }

  it.each([
    ["a GIF header over a script", async () => Buffer.from("GIF89a/*\x00\x00*/=1;alert(1)//")],
    [
      "a PNG signature over HTML",
      async () => Buffer.from("\x89PNG\r\n\x1a\n<script>alert(1)</script>"),
    ],
    [
      "an SVG with a script",
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["an HTML page", async () => Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a real PNG with HTML after its end", () => pngWith("<script>alert(1)</script>")],
  ])("%s is refused, or stored as a plain re-encoded image", async (_, make) => {
    const user = await createUser(server.db, { email: uniqueEmail("polyglot") });
    const { cookie } = await createSession(server.db, user);
    const body = new FormData();
    body.set("intent", "profile");
    body.set("username", `Poly ${Date.now().toString(36)}`);
    body.set("avatar", new Blob([await make()], { type: "image/png" }), "avatar.png");
    const answer = await fetch(`${server.baseUrl}/dashboard/profile`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    if (answer.status === 400) {
      expect(await answer.text()).toContain("Please choose an image file");
      expect(profile?.avatarKey ?? null).toBeNull();
      return;
    }
    expect(answer.status).toBe(302);
    const stored = await get(`/uploads/${profile!.avatarKey}`);
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(stored.headers.get("content-security-policy")).toMatch(/sandbox$/);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.includes("<script")).toBe(false);
  });
});

describe("what browsers and caches may keep", () => {
  it("stores no signed-in page and no reset link's page; forms post only to the site", async () => {
    const user = await createUser(server.db, { email: uniqueEmail("no-store") });
    const { cookie } = await createSession(server.db, user);
    for (const pathname of ["/", "/dashboard", "/dashboard/saved-tools", "/about"]) {
      const answer = await get(pathname, { Cookie: cookie });
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect([pathname, answer.headers.get("cache-control")]).toEqual([
        pathname,
        "private, no-store",
      ]);
    }
    for (let visit = 0; visit < 2; visit++) {
      const reset = await get("/reset-password?token=probe-token-123");
      expect(reset.status).toBe(200);
      expect(reset.headers.get("cache-control")).toBe("private, no-store");
      expect(reset.headers.get("x-cache")).toBeNull();
    }
    const policy = (await get("/login")).headers.get("content-security-policy")!;
    expect(policy).toContain("; form-action 'self'");
  });
});

describe("names that pass for the site", () => {
  const saveUsername = (cookie: string, username: string) =>
    fetch(`${server.baseUrl}/dashboard/profile`, {
      method: "POST",
      body: form({ intent: "profile", username }),
      redirect: "manual",
      headers: { Cookie: cookie },
    });

  it.each([
    "AI Tools Directory (Staff)",
    "aitoolsdirectory",
    "Admin",
    "Adm1n",
    "site_moderator",
    "Official Reviews",
    "SupportDesk",
    "ＡＤＭＩＮ",
  ])("refuses the username %j and stores nothing", async (username) => {
    const user = await createUser(server.db, { email: uniqueEmail("reserved") });
    const { cookie } = await createSession(server.db, user);
    const answer = await saveUsername(cookie, username);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("This name is kept for the site's own team.");
    expect(await server.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
  });

  it("gives a username to one person, in any letter case", async () => {
    const chosen = `Grace${Date.now().toString(36)}`;
    const first = await createUser(server.db, { email: uniqueEmail("first") });
    const second = await createUser(server.db, { email: uniqueEmail("second") });
    const firstCookie = (await createSession(server.db, first)).cookie;
    const secondCookie = (await createSession(server.db, second)).cookie;
    expect((await saveUsername(firstCookie, chosen)).status).toBe(302);
    const taken = await saveUsername(secondCookie, chosen.toUpperCase());
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("This username is taken. Please choose another.");
    expect(await server.db.select().from(profiles).where(eq(profiles.id, second.id))).toHaveLength(
      0,
    );
    // The first keeps it, and may save it again.
    expect((await saveUsername(firstCookie, chosen)).status).toBe(302);
  });

  it("refuses a sign-up name that passes for the site, creating no account", async () => {
    const email = uniqueEmail("reserved-signup");
    const answer = await post(
      "/signup",
      form({
        name: "AI Tools Directory Team",
        email,
        password: "a-long-password",
        confirmPassword: "a-long-password",
        terms: "on",
      }),
    );
    expect(answer.status).toBe(400);
    expect((await landing(server.baseUrl, answer)).text).toContain(
      "This name is kept for the site's own team.",
    );
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
