import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/features/catalogue/tool";
import { createSession, createTool, createUser } from "../factories";
import { startShippedNginx, type RunningNginx } from "../setup/nginx";
import { rawAnswer, type RawAnswer } from "../setup/raw-answer";
import { startTestServer } from "../setup/test-server";

// deploy/nginx/ai-tools-directory.conf, the reverse proxy the README's "Behind nginx" section
// ships, run as written in front of the production server: only the addresses, ports, certificate
// and cache directory are this machine's. Debian's nginx comes with scripts/test-prerequisites.sh.

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let nginx: RunningNginx;

type Answer = RawAnswer;

/** A request through nginx: https with the test's certificate, or plain http to port 80's twin. */
function get(path: string, headers: Record<string, string> = {}, secure = true): Promise<Answer> {
  const options = {
    host: "127.0.0.1",
    port: secure ? nginx.ports.https : nginx.ports.http,
    path,
    headers: { host: "localhost", ...headers },
    ...(secure ? { ca: nginx.certificate, servername: "localhost" } : {}),
  };
  return rawAnswer((onResponse) => (secure ? httpsRequest : httpRequest)(options, onResponse));
}

const text = (answer: Answer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.body
  ).toString();

beforeAll(async () => {
  server = await startTestServer({ production: { PAGE_CACHE_SECONDS: 60 } });
  nginx = await startShippedNginx(Number(new URL(server.baseUrl).port));
});

afterAll(async () => {
  nginx?.stop();
  await server?.close();
});

describe("behind the shipped nginx configuration", () => {
  it("sends plain http to https", async () => {
    const answer = await get("/tool/chatgpt/chatgpt?x=1", {}, false);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("https://localhost/tool/chatgpt/chatgpt?x=1");
  });

  it("keeps an anonymous page once per encoding, as the app marks it, and answers from it", async () => {
    const tool = await createTool(server.db, { name: "Proxywise" });
    const page = `/tool/${tool.id}/${slugify(tool.name)}`;
    const first = await get(page, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    // Another browser's way of saying the same encodings: the same kept copy.
    const second = await get(page, { "accept-encoding": "br, gzip" });
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(text(second)).toContain("Proxywise");
    // No encoding asked for: a copy of its own, sent whole.
    const plain = await get(page);
    expect(plain.headers["x-cache-status"]).toBe("MISS");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Proxywise");
  });

  it("never answers a request carrying the site's session from the cache, nor keeps its page", async () => {
    const tool = await createTool(server.db, { name: "Proxyshy" });
    const page = `/tool/${tool.id}/${slugify(tool.name)}`;
    const user = await createUser(server.db, { name: "Proxy Reader" });
    const session = await createSession(server.db, user);
    const anonymous = await get(page);
    expect(anonymous.headers["x-cache-status"]).toBe("MISS");
    const signedIn = await get(page, { cookie: `_ga=GA1.1.1; ${session.cookie}` });
    expect(signedIn.headers["x-cache-status"]).toBe("BYPASS");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.body.toString()).toContain("Proxy Reader");
    // The next anonymous visitor gets the anonymous page, never the signed-in one.
    const next = await get(page, { cookie: "_ga=GA1.1.2" });
    expect(next.headers["x-cache-status"]).toBe("HIT");
    expect(next.body.toString()).not.toContain("Proxy Reader");
  });

  it("keeps hashed assets for a year and passes the rest of the app through", async () => {
    const html = (await get("/")).body.toString();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    await get(asset!);
    const again = await get(asset!);
    expect(again.status).toBe(200);
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const health = await get("/healthz");
    expect([health.status, health.body.toString()]).toEqual([200, "ok"]);
    expect((await get("/healthz")).headers["x-cache-status"]).not.toBe("HIT");
  });
});
