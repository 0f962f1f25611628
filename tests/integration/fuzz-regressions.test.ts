import { connect } from "node:net";
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
  server = await startTestServer({ pages: true, answers: true });
  ({ adminCookie } = await createUserAndAdmin(server.db));
});
afterAll(async () => server?.close());

/** Once every answer is sent or cancelled: an error the server logs for one is logged by then. */
const settle = () => server.answered();
const longQuery = `?q=${"x".repeat(MAX_CARRIED_QUERY_LENGTH + 1_000)}`;

async function get(target: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const answer = await sendWire(server.baseUrl, { method: "GET", target, headers });
  if (!answer.answered) throw new Error(answer.error);
  return { status: answer.status, location: String(answer.headers.location ?? "") };
}

describe("an export the client stops reading", () => {
  it("ends the tool export quietly when the connection breaks as it starts", async () => {
    // What follows the request is not HTTP: the server refuses it and closes the connection
    // while the export reads its first batch.
    const { hostname, port } = new URL(server.baseUrl);
    const socket = connect(Number(port), hostname);
    socket.write(
      `GET /api/admin/tools/export HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${adminCookie}\r\n\r\n` +
        "not http\r\n\r\n",
    );
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    await new Promise((resolve) => socket.on("close", resolve));
    expect(Buffer.concat(received).toString("latin1")).toContain("400 Bad Request");
    // Nothing may be logged (an error logged by the server fails the test).
    await settle();
  });

  it("ends the subscriber export quietly when cancelled while a batch is read", async () => {
    const reader = subscribersCsv(server.db).getReader();
    expect((await reader.read()).done).toBe(false);
    // The next read makes the stream query its next batch; the client goes away meanwhile.
    const next = reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    // Cancelling waits for the batch under way to be read: whatever it logs is logged by then.
    await reader.cancel();
    expect((await next).done).toBe(true);
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

describe("a body the server never reads", () => {
  // The server never reads a GET's body; left unread on a connection it then closes, the body
  // made the kernel reset the connection and cut the answer short.
  for (const chunked of [false, true]) {
    it(`gets the whole answer on a closing connection (${chunked ? "chunked" : "with a length"})`, async () => {
      const answer = await sendWire(server.baseUrl, {
        method: "GET",
        target: "/api/v1/tools?pageSize=100",
        headers: { "Content-Type": "application/octet-stream", Connection: "close" },
        body: Buffer.alloc(70 * 1024, "x"),
        chunked,
      });
      expect(answer).toMatchObject({ answered: true, status: 200 });
    });
  }

  it("gets a refusal whole on a closing connection (a POST to no endpoint)", async () => {
    const answer = await sendWire(server.baseUrl, {
      method: "POST",
      target: "/api/v1/no-such-endpoint",
      headers: { "Content-Type": "application/json", Connection: "close" },
      body: Buffer.alloc(70 * 1024, " "),
    });
    expect(answer).toMatchObject({ answered: true, status: 404 });
  });
});

describe("a method no page takes", () => {
  // React Router ran a page's action for PUT, PATCH and DELETE as for POST, and answered 405
  // with an error in the log for a page without one.
  it.each([
    ["PUT", "/submit"],
    ["PATCH", "/contact"],
    ["DELETE", "/tools/chatgpt"],
    ["DELETE", "/tools/chatgpt.data"],
    ["OPTIONS", "/"],
    ["DELETE", "/api/saved-tools"],
  ])("%s %s is refused with 405 and the methods a page takes", async (method, target) => {
    const answer = await sendWire(server.baseUrl, {
      method,
      target,
      headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.from("name=Grace&email=grace%40example.com"),
    });
    expect(answer).toMatchObject({ answered: true, status: 405 });
    expect(answer.answered && answer.headers.allow).toBe("GET, HEAD, POST");
    await settle();
  });

  it("still lets a signed-in visitor remove a saved tool with DELETE", async () => {
    const saved = await sendWire(server.baseUrl, {
      method: "POST",
      target: "/api/saved-tools/chatgpt",
      headers: { Cookie: adminCookie },
    });
    expect(saved).toMatchObject({ answered: true, status: 201 });
    const removed = await sendWire(server.baseUrl, {
      method: "DELETE",
      target: "/api/saved-tools/chatgpt",
      headers: { Cookie: adminCookie },
    });
    expect(removed).toMatchObject({ answered: true, status: 200 });
  });
});

describe("an Origin of null", () => {
  // This site's pages send their own origin (its Referrer-Policy keeps it); "null" comes from a
  // sandboxed frame, a data: page or a redirect from another site. React Router refused it with
  // a bare 400 and an error in the log.
  it.each([undefined, "cross-site", "same-origin"])(
    "is refused as another site's (Sec-Fetch-Site: %s)",
    async (fetchSite) => {
      const answer = await sendWire(server.baseUrl, {
        method: "POST",
        target: "/newsletter",
        headers: {
          Origin: "null",
          "Content-Type": "application/x-www-form-urlencoded",
          ...(fetchSite ? { "Sec-Fetch-Site": fetchSite } : {}),
        },
        body: Buffer.from("email=grace%40example.com"),
      });
      expect(answer).toMatchObject({ answered: true, status: 403 });
    },
  );
});

describe("a NUL in a provider's callback", () => {
  it("is refused before the auth library queries for its state", async () => {
    for (const target of [
      "/api/auth/callback/github?code=x&state=y%00z",
      "/api/auth/verify-email?token=a%00b",
    ]) {
      const answer = await sendWire(server.baseUrl, { method: "GET", target, headers: {} });
      expect(answer).toMatchObject({ answered: true, status: 400 });
    }
    // Nothing may be logged (an error logged by the server fails the test).
    await settle();
  });

  it("is refused in a form-posted callback too, whose body is read only up to 64 KB", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const target = "/api/auth/callback/github";
    const send = (body: string, chunked = false) =>
      sendWire(server.baseUrl, {
        method: "POST",
        target,
        headers: form,
        body: Buffer.from(body),
        chunked,
      });
    expect(await send("code=x&state=y%00z")).toMatchObject({ answered: true, status: 400 });
    expect(await send("code=x&state=y\0z")).toMatchObject({ answered: true, status: 400 });
    for (const chunked of [false, true]) {
      const huge = await send(`code=x&state=${"y".repeat(70 * 1024)}`, chunked);
      expect(huge).toMatchObject({ answered: true, status: 413 });
    }
    // A well-formed one reaches the library, which refuses the unknown state (a redirect).
    const forged = await send("code=x&state=forged");
    expect(forged).toMatchObject({ answered: true });
    expect((forged as { status: number }).status).toBeLessThan(400);
    await settle();
  });
});
