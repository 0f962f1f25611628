import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../setup/test-server";

// Behind the production stack (page cache, load limit), each visitor is counted under the
// address their connection comes from: loopback has a whole /8, so each test speaks from its
// own address, as separate visitors would.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ production: {} });
});
afterAll(async () => server?.close());

/** A request sent from `from` (a loopback address): its status. */
function send(from: string, method: string, path: string, body?: unknown) {
  const url = new URL(path, server.baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: payload
          ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

describe("the visitor's address behind the production server", () => {
  it("counts a visitor's form posts under their own address", async () => {
    const subscribe = (from: string, n: number) =>
      send(from, "POST", "/api/v1/newsletter", { email: `visitor-${from}-${n}@example.com` });
    for (let n = 0; n < 10; n++) expect(await subscribe("127.0.0.2", n)).toBe(201);
    expect(await subscribe("127.0.0.2", 10)).toBe(429);
    // Another visitor is not held back by the first one's count.
    expect(await subscribe("127.0.0.3", 0)).toBe(201);
  });

  it("counts a page render shared through the cache against the visitor who started it", async () => {
    const ask = (from: string, n: number) =>
      send(from, "GET", `/recommend?q=${encodeURIComponent(`write blog posts ${from} ${n}`)}`);
    for (let n = 0; n < 30; n++) expect(await ask("127.0.0.4", n)).toBe(200);
    expect(await ask("127.0.0.4", 30)).toBe(429);
    expect(await ask("127.0.0.5", 0)).toBe(200);
  });
});
