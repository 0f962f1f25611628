import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "~/db/schema";
import { addAdmins } from "~/features/accounts/admins.server";
import { createSession, createUser } from "../factories";
import { form, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// What every form shares (decision 009): the method, the toast that survives the redirect once,
// and the guards' answers, over real HTTP against the production build on each database.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const post = postTo(() => server.baseUrl);
const CONTACT = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "A listing is out of date",
  message: "The pricing of one tool changed last month.",
};
const TOAST = "Message sent successfully!";

async function messages() {
  const [row] = await server.db.select({ n: count() }).from(contactSubmissions);
  return row?.n ?? 0;
}

describe("a form's toast", () => {
  it("is shown once on the page the form leads to, and never cached", async () => {
    const sent = await post("/contact", form(CONTACT));
    const cookie = sent.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(
      /^aitools\.toast=[\w-]+\.[\w-]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax/,
    );
    const page = await fetch(`${server.baseUrl}/contact?sent=1`, {
      headers: { Cookie: cookie.split(";")[0]! },
    });
    expect(await page.text()).toContain(TOAST);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    // Taken: the answer clears the cookie, so a reload shows no toast.
    expect(page.headers.getSetCookie()).toEqual([
      "aitools.toast=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
  });

  it("is ignored when its cookie was written or changed by anyone but the site", async () => {
    const sent = await post("/contact", form(CONTACT));
    const [value] = sent.headers.getSetCookie()[0]!.split(";");
    const [payload, signature] = value!.slice("aitools.toast=".length).split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ id: "x", type: "error", title: "Your account is locked: call us" }),
    ).toString("base64url");
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      forgedPayload,
    ]) {
      const page = await fetch(`${server.baseUrl}/contact`, {
        headers: { Cookie: `aitools.toast=${forged}` },
      });
      const text = await page.text();
      expect(text).not.toContain("Your account is locked");
      expect(text).not.toContain(TOAST);
    }
  });
});

describe("page actions", () => {
  it.each(["PUT", "PATCH", "DELETE"])("refuse %s with 405 and store nothing", async (method) => {
    const before = await messages();
    const response = await fetch(`${server.baseUrl}/contact`, {
      method,
      body: form(CONTACT),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await messages()).toBe(before);
  });

  it("send a signed-in visitor away from the sign-in, sign-up and reset forms", async () => {
    const user = await createUser(server.db);
    const { cookie } = await createSession(server.db, user);
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      const page = await fetch(`${server.baseUrl}${path}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location")).toBe("/dashboard");
      const posted = await post(path, form({ email: user.email, password: user.password }), {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(posted.status, path).toBe(302);
      expect(posted.headers.get("location")).toBe("/dashboard");
    }
  });
});

describe("the administrators' file endpoint", () => {
  it("answers 401 to a visitor and 403 to a user, as JSON", async () => {
    const url = `${server.baseUrl}/api/admin/applications/1/resume`;
    const visitor = await fetch(url);
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("not_signed_in");
    const user = await createUser(server.db);
    const { cookie } = await createSession(server.db, user);
    const plain = await fetch(url, { headers: { Cookie: cookie } });
    expect(plain.status).toBe(403);
    expect((await plain.json()).error.code).toBe("forbidden");
    await addAdmins(server.db, [user.email]);
    expect((await fetch(url, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe("a page that fails", () => {
  it("answers the spec's not-found page for an unknown address, with its request id", async () => {
    const page = await fetch(`${server.baseUrl}/no/such/page`);
    expect(page.status).toBe(404);
    expect(page.headers.get("x-request-id")).toMatch(/^[\w-]{8}$/);
    expect(await page.text()).toContain("Requested path:");
  });
});
