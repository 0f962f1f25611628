import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribersCsv } from "~/features/newsletter/admin-subscribers.server";
import { MAX_CARRIED_QUERY_LENGTH } from "~/lib/field-limits";
import { createUserAndAdmin } from "../factories";
import { sendWire } from "../fuzz/http";
import { startTestServer } from "../setup/test-server";

// Bugs the fuzzer (tests/fuzz) found, each pinned by the smallest request that showed it, over
// real HTTP against the built app on each database. An error the server logs fails a test.

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminCookie: string;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ adminCookie } = await createUserAndAdmin(server.db));
});
afterAll(async () => server?.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const longQuery = `?q=${"x".repeat(MAX_CARRIED_QUERY_LENGTH + 1_000)}`;

async function get(target: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const answer = await sendWire(server.baseUrl, { method: "GET", target, headers });
  if (!answer.answered) throw new Error(answer.error);
  return { status: answer.status, location: String(answer.headers.location ?? "") };
}

describe("an export the client stops reading", () => {
  it("ends the tool export quietly (a GET with a chunked body is refused after the handler ran)", async () => {
    const answer = await sendWire(server.baseUrl, {
      method: "GET",
      target: "/api/admin/tools/export",
      headers: { Cookie: adminCookie, "Content-Type": "application/octet-stream" },
      body: Buffer.from("not for a GET"),
      chunked: true,
    });
    expect(answer.answered).toBe(true);
    // The stream was cancelled while it read its first batch: nothing may be logged.
    await settle();
  });

  it("ends the subscriber export quietly when cancelled while a batch is read", async () => {
    const reader = subscribersCsv(server.db).getReader();
    expect((await reader.read()).done).toBe(false);
    // The next read makes the stream query its next batch; the client goes away meanwhile.
    const next = reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    await reader.cancel();
    expect((await next).done).toBe(true);
    await settle();
  });
});

describe("a redirect from an address with a huge query string", () => {
  it("sends a visitor to sign in without carrying the query along", async () => {
    const { status, location } = await get(`/dashboard${longQuery}`);
    expect(status).toBe(302);
    expect(location).toBe("/login");
    expect((await get("/dashboard/saved-tools?page=2")).location).toBe(
      `/login?redirectTo=${encodeURIComponent("/dashboard/saved-tools?page=2")}`,
    );
  });

  it("sends a tool's short address to its canonical one without the query", async () => {
    expect(await get(`/tool/chatgpt${longQuery}`)).toEqual({
      status: 301,
      location: "/tool/chatgpt/chatgpt",
    });
    expect((await get("/tool/chatgpt?reviews=2")).location).toBe("/tool/chatgpt/chatgpt?reviews=2");
  });

  it("sends /signin to /login without the query", async () => {
    expect(await get(`/signin${longQuery}`)).toEqual({ status: 301, location: "/login" });
    expect((await get("/signin?redirectTo=/blog")).location).toBe("/login?redirectTo=/blog");
  });
});

describe("a NUL in what an administrator's address holds", () => {
  it("is dropped from the search text of the tool and subscriber lists", async () => {
    expect((await get("/admin/tools?q=chat%00gpt", adminCookie)).status).toBe(200);
    expect((await get("/admin/subscribers?q=a%00b", adminCookie)).status).toBe(200);
  });

  it("in a tool's id is a tool that does not exist, to its page and its form", async () => {
    expect((await get("/admin/tools/chat%00gpt", adminCookie)).status).toBe(404);
    const answer = await sendWire(server.baseUrl, {
      method: "POST",
      target: "/admin/tools/chat%00gpt",
      headers: {
        Cookie: adminCookie,
        Origin: server.baseUrl,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: Buffer.from("intent=status&status=draft"),
    });
    expect(answer).toMatchObject({ answered: true, status: 404 });
  });
});
