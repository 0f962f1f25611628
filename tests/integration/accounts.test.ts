import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, profiles, savedTools, sessions, users, verifications } from "~/db/schema";
import { addAdmins, parseAdminEmails } from "~/features/accounts/admins.server";
import { isAdminEmail } from "~/features/accounts/session.server";
import { createSession, createUser } from "../factories";
import { form, landing, postTo, uniqueEmail, waitForMailIn } from "../helpers";
import { expectConsoleError } from "../setup/console-errors";
import { linkIn, mailsTo } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// The account forms post to the pages' own actions; this suite drives them over real HTTP
// against the production build, with a real SMTP peer, on each database.
const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-mail-"));
let server: MailedServer["server"];
let mailed: MailedServer;
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, { TRUST_PROXY: "true" }));
});
afterAll(() => mailed?.close());

/** Each post comes from a fresh client address, unless the test names one. */
const post = postTo(() => server.baseUrl);
const waitForMail = waitForMailIn(mailDir);
const HUGE = "x".repeat(1024 * 1024);

async function total(
  table:
    typeof users | typeof sessions | typeof accounts | typeof verifications | typeof savedTools,
) {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function counts() {
  return Promise.all([total(users), total(sessions), total(accounts), total(verifications)]);
}

const GOOD_SIGN_UP = {
  name: "Grace Hopper",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  terms: "on",
};

describe("sign-up", () => {
  it.each([
    ["a missing name", { ...GOOD_SIGN_UP, name: "" }, "Name must be at least 2 characters."],
    ["a bad email", { ...GOOD_SIGN_UP, email: "nope" }, "Please enter a valid email address."],
    [
      "a short password",
      { ...GOOD_SIGN_UP, password: "short", confirmPassword: "short" },
      "Password must be at least 8 characters",
    ],
    [
      "different passwords",
      { ...GOOD_SIGN_UP, confirmPassword: "something-else" },
      "Passwords don&#x27;t match",
    ],
    ["no terms", { ...GOOD_SIGN_UP, terms: "" }, "You must agree to the terms and conditions"],
    ["a 1 MB name", { ...GOOD_SIGN_UP, name: HUGE }, "at most 8 KB"],
  ])("refuses %s with the spec's message and writes nothing", async (_, fields, message) => {
    const before = await counts();
    const response = await post("/signup", form({ email: uniqueEmail("bad"), ...fields }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not a form, and one from another site", async () => {
    const before = await counts();
    const json = await post("/signup", JSON.stringify({ email: uniqueEmail("json") }), {
      "Content-Type": "application/json",
    });
    expect(json.status).toBe(415);
    const crossSite = await post("/signup", form({ ...GOOD_SIGN_UP, email: uniqueEmail("csrf") }), {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("came from another site");
    expect(await counts()).toEqual(before);
  });

  it("answers the same for a new and a taken address, and emails the owner instead", async () => {
    const email = uniqueEmail("taken");
    const first = await post("/signup", form({ ...GOOD_SIGN_UP, email }));
    expect(first.status).toBe(302);
    const firstPage = await landing(server.baseUrl, first);
    expect(firstPage.text).toContain("Check your email");
    expect(firstPage.text).toContain("Sign up successful");
    await waitForMail(email, "Confirm your email");
    const usersAfterFirst = await total(users);

    const second = await post("/signup", form({ ...GOOD_SIGN_UP, email: email.toUpperCase() }));
    expect(second.status).toBe(302);
    expect((await landing(server.baseUrl, second)).text).toContain("Check your email");
    await waitForMail(email, "Someone tried to create");
    expect(await total(users)).toBe(usersAfterFirst);
  });
});

describe("confirmation, sign-in and sign-out", () => {
  it("an unconfirmed account cannot sign in; the emailed link confirms it", async () => {
    const email = uniqueEmail("confirm");
    await post("/signup", form({ ...GOOD_SIGN_UP, email }));
    const refused = await post("/login", form({ email, password: GOOD_SIGN_UP.password }));
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Please confirm your email address first");

    const mail = await waitForMail(email, "Confirm your email");
    expect(mail.text).toContain("expires in 24 hours");
    // Without BASE_URL the links name the default origin; follow the path on this test server.
    const link = new URL(linkIn(mail, "/api/auth/verify-email"));
    const confirm = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, {
      redirect: "manual",
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toContain("/login?confirmed=1");
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    const signedIn = await post("/login", form({ email, password: GOOD_SIGN_UP.password }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const cookie = signedIn.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);

    const session = cookie.split(";")[0]!;
    const out = await post("/logout", form({}), {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: session,
    });
    expect(out.status).toBe(302);
    const after = await fetch(`${server.baseUrl}/login`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(after.status).toBe(200);
  });

  it("a forged or expired confirmation link confirms nothing", async () => {
    const response = await fetch(
      `${server.baseUrl}/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin`,
      { redirect: "manual" },
    );
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("location") ?? "").toContain("error=");
  });

  it.each([
    "%2F..%2F%2Fevil.example%2Fx",
    "%2F%252e%252e%2F%2Fevil.example",
    "https%3A%2F%2Fevil.example",
  ])("a confirmation link edited to return to %s returns to this site", async (callback) => {
    const response = await fetch(
      `${server.baseUrl}/api/auth/verify-email?token=not-a-token&callbackURL=${callback}`,
      { redirect: "manual" },
    );
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get("location");
    // Where a browser goes: this site, at a path that is not another site's address.
    const target = new URL(location ?? "/", server.baseUrl);
    expect(target.origin).toBe(new URL(server.baseUrl).origin);
    expect(target.pathname.startsWith("//")).toBe(false);
    expect(location).not.toContain("evil.example");
  });

  it.each([
    ["a missing password", { email: "a@example.com" }, "Password must be at least 6 characters"],
    [
      "a short password",
      { email: "a@example.com", password: "12345" },
      "Password must be at least 6 characters",
    ],
    ["a bad email", { email: "a@", password: "123456" }, "Please enter a valid email address."],
    ["a 1 MB password", { email: "a@example.com", password: HUGE }, "at most 8 KB"],
  ])("sign-in refuses %s clearly", async (_, fields, message) => {
    const before = await counts();
    const response = await post("/login", form(fields));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it("an unknown account and a wrong password get the same answer", async () => {
    const unknown = await post(
      "/login",
      form({ email: uniqueEmail("ghost"), password: "whatever-1" }),
    );
    expect(unknown.status).toBe(401);
    expect(unknown.text).toContain("Invalid email or password.");
  });

  it("slows guesses from one address without locking the owner out", async () => {
    const owner = await createUser(server.db);
    const attacker = {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "10.201.0.1",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const guess = form({ email: owner.email, password: `guess-${i}-pw` });
      statuses.push((await post("/login", guess, attacker)).status);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // From that address even the right password waits...
    const right = form({ email: owner.email, password: owner.password });
    expect((await post("/login", right, attacker)).status).toBe(429);
    // ...while the owner, from their own address, signs in.
    const own = await post("/login", right, {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "10.201.0.2",
    });
    expect(own.status).toBe(302);
    expect(own.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(
      true,
    );
  });

  it("limits sign-ups per address", async () => {
    const address = "10.200.200.200";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post(
        "/signup",
        form({ ...GOOD_SIGN_UP, email: uniqueEmail("flood") }),
        {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": address,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe("password reset", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await post("/forgot-password", form({ email }));
    expect(response.status).toBe(302);
    expect((await landing(server.baseUrl, response)).text).toContain(
      "If an account uses this address",
    );
    // Account mail goes out in order, after the answer: once a reset link asked for later has
    // arrived, a message for the unknown address would have arrived before it.
    const member = await createUser(server.db, { email: uniqueEmail("member") });
    expect((await post("/forgot-password", form({ email: member.email }))).status).toBe(302);
    await waitForMail(member.email, "Reset your");
    expect(mailsTo(mailDir, email)).toHaveLength(0);
  });

  it("refuses a bad token and a short password without changing anything", async () => {
    const before = await counts();
    const short = await post(
      "/reset-password",
      form({ token: "abc", password: "short", confirmPassword: "short" }),
    );
    expect(short.status).toBe(400);
    expect(short.text).toContain("Password must be at least 8 characters");
    const forged = await post(
      "/reset-password",
      form({ token: "forged-token", password: "long-enough-1", confirmPassword: "long-enough-1" }),
    );
    expect(forged.status).toBe(400);
    expect(forged.text).toContain("not valid or has expired");
    expect(await counts()).toEqual(before);
  });

  it("limits reset emails per address", async () => {
    const address = "10.201.201.201";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post("/forgot-password", form({ email: uniqueEmail("reset") }), {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": address,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the auth library's own endpoints", () => {
  it.each([
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/request-password-reset",
  ])("%s is not reachable directly (the forms are the way in)", async (pathname) => {
    const response = await post(pathname, JSON.stringify({ email: "a@example.com" }), {
      "Content-Type": "application/json",
    });
    expect(response.status).toBe(404);
  });

  it("a provider callback with a forged state fails without a 500", async () => {
    // The auth library logs the state it could not find.
    expectConsoleError();
    const response = await fetch(`${server.baseUrl}/api/auth/callback/google?code=x&state=forged`, {
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(500);
  });
});

describe("administrators", () => {
  it("an address listed in admin_users is an administrator, in any letter case", async () => {
    const email = uniqueEmail("admin");
    expect(await isAdminEmail(email)).toBe(false);
    const { emails, invalid } = parseAdminEmails(` ${email.toUpperCase()} , not-an-email, `);
    expect(invalid).toEqual(["not-an-email"]);
    expect(await addAdmins(server.db, emails)).toBe(1);
    expect(await addAdmins(server.db, emails)).toBe(0);
    expect(await isAdminEmail(email.toUpperCase())).toBe(true);
  });
});

/** A confirmed account with a session (sign-up itself is tested above); returns its cookie. */
async function signedInUser() {
  const user = await createUser(server.db, { email: uniqueEmail("member") });
  const { cookie } = await createSession(server.db, user);
  return { email: user.email, userId: user.id, cookie };
}

describe("saved tools and the profile", () => {
  const call = (method: string, pathname: string, cookie?: string, body?: BodyInit) =>
    fetch(`${server.baseUrl}${pathname}`, {
      method,
      body,
      redirect: "manual",
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
    });

  it("refuses anonymous visitors with 401 and a message", async () => {
    for (const [method, pathname] of [
      ["GET", "/api/saved-tools"],
      ["POST", "/api/saved-tools/chatgpt"],
      ["DELETE", "/api/saved-tools/chatgpt"],
    ] as const) {
      const response = await call(method, pathname);
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(
        "Please sign in to add tools to your toolkit",
      );
    }
    expect(await total(savedTools)).toBe(0);
  });

  it("saves, lists and removes a tool; bad and unknown ids are refused", async () => {
    const { cookie, userId } = await signedInUser();
    expect((await call("POST", "/api/saved-tools/not%20an%20id", cookie)).status).toBe(400);
    const unknown = await call("POST", "/api/saved-tools/no-such-tool", cookie);
    expect(unknown.status).toBe(404);
    expect((await call("POST", "/api/saved-tools/chatgpt", cookie)).status).toBe(201);
    expect((await call("POST", "/api/saved-tools/chatgpt", cookie)).status).toBe(201);
    const listed = await (await call("GET", "/api/saved-tools", cookie)).json();
    expect(listed).toEqual({ savedIds: ["chatgpt"] });
    const rows = await server.db.select().from(savedTools).where(eq(savedTools.userId, userId));
    expect(rows).toHaveLength(1);
    expect((await call("DELETE", "/api/saved-tools/chatgpt", cookie)).status).toBe(200);
    expect(await (await call("GET", "/api/saved-tools", cookie)).json()).toEqual({ savedIds: [] });
  });

  it("checks the username's length and stores nothing when it is wrong", async () => {
    const { cookie, userId } = await signedInUser();
    for (const [username, message] of [
      ["a", "Username must be at least 2 characters"],
      ["x".repeat(51), "Username can be at most 50 characters"],
    ] as const) {
      const response = await call(
        "POST",
        "/dashboard/profile",
        cookie,
        form({ intent: "profile", username }),
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await server.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    const ok = await call(
      "POST",
      "/dashboard/profile",
      cookie,
      form({ intent: "profile", username: "  Ada  " }),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard/profile");
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.username).toBe("Ada");
  });

  it("refuses a non-image and a 3 MB image as avatars, storing nothing", async () => {
    const { cookie, userId } = await signedInUser();
    const upload = (file: Blob, name: string) => {
      const body = new FormData();
      body.set("intent", "profile");
      body.set("username", "Avatar Tester");
      body.set("avatar", file, name);
      return fetch(`${server.baseUrl}/dashboard/profile`, {
        method: "POST",
        body,
        headers: { Cookie: cookie },
      });
    };
    const text = await upload(new Blob(["plain text"], { type: "image/png" }), "fake.png");
    expect(text.status).toBe(400);
    expect(await text.text()).toContain("Please choose an image file");
    const big = await upload(
      new Blob([new Uint8Array(3 * 1024 * 1024)], { type: "image/jpeg" }),
      "big.jpg",
    );
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("The image can be at most 2 MB.");
    expect(await server.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
  });

  it("deletes the account with its sessions, saved tools and profile", async () => {
    const { cookie, userId } = await signedInUser();
    await call("POST", "/api/saved-tools/chatgpt", cookie);
    await call("POST", "/dashboard/profile", cookie, form({ intent: "profile", username: "Gone" }));
    const unconfirmed = await call(
      "POST",
      "/dashboard/profile",
      cookie,
      form({ intent: "delete", confirm: "yes" }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(await server.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);

    const deleted = await call(
      "POST",
      "/dashboard/profile",
      cookie,
      form({ intent: "delete", confirm: "DELETE" }),
    );
    expect(deleted.status).toBe(302);
    expect(await server.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(
      0,
    );
    expect(await server.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(
      0,
    );
    expect(
      await server.db.select().from(savedTools).where(eq(savedTools.userId, userId)),
    ).toHaveLength(0);
    expect(await server.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    const after = await call("GET", "/dashboard", cookie);
    expect(after.status).toBe(302);
  });
});
