import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { createSession, createTool, createUser } from "../factories";
import { form, postTo, uniqueEmail } from "../helpers";
import { startTestServer } from "../setup/test-server";

// The factories write rows straight into the database; these tests check that the real server
// takes them for what they stand for, on each database.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const post = postTo(() => server.baseUrl);
const get = (pathname: string, cookie?: string) =>
  fetch(`${server.baseUrl}${pathname}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("createTool", () => {
  it("inserts a tool the public API and its page show", async () => {
    const tool = await createTool(server.db, { name: "Factory Writer", pricing: "Free" });
    const response = await get(`/api/v1/tools/${tool.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      tool: {
        id: tool.id,
        name: "Factory Writer",
        slug: "factory-writer",
        pricing: "Free",
        category: ["Text Generation", "Productivity"],
      },
    });
    const page = await get(`/tool/${tool.id}/factory-writer`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Factory Writer");
  });

  it("gives each tool its own id", async () => {
    const [a, b] = [await createTool(server.db), await createTool(server.db)];
    expect(a.id).not.toBe(b.id);
  });
});

describe("createUser", () => {
  it("makes a confirmed account that signs in through the real form", async () => {
    const user = await createUser(server.db, { email: uniqueEmail("factory") });
    expect(user.emailVerified).toBe(true);
    const signedIn = await post("/login", form({ email: user.email, password: user.password }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    expect(signedIn.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
  });

  it("can make an unconfirmed account, which is told to confirm first", async () => {
    const user = await createUser(server.db, { emailVerified: false, password: "another-pw-1" });
    const refused = await post("/login", form({ email: user.email, password: "another-pw-1" }));
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Please confirm your email address first");
  });
});

describe("createSession", () => {
  it("gives a cookie the server takes as the signed-in user", async () => {
    const user = await createUser(server.db, { name: "Factory Person" });
    const { cookie, session } = await createSession(server.db, user);
    expect(session.userId).toBe(user.id);
    const dashboard = await get("/dashboard", cookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Factory Person");
    const saved = await get("/api/saved-tools", cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ savedIds: [] });
  });

  it("is refused once its row is gone, and a tampered cookie is refused", async () => {
    const user = await createUser(server.db);
    const { cookie, session } = await createSession(server.db, user);
    expect((await get("/dashboard", `${cookie.slice(0, -6)}AAAA%3D`)).status).toBe(302);
    await server.db.delete(sessions).where(eq(sessions.id, session.id));
    expect((await get("/dashboard", cookie)).status).toBe(302);
  });
});
