import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/features/catalogue/tool";
import { createSession, createTool, createUser } from "../factories";
import { startTestServer } from "../setup/test-server";

// deploy/nginx/ai-tools-directory.conf, the reverse proxy the README's "Behind nginx" section
// ships, run as written in front of the production server: only the addresses, ports, certificate
// and cache directory are this machine's. Debian's nginx comes with scripts/test-prerequisites.sh.

const NGINX = "/usr/sbin/nginx";
const SHIPPED = "deploy/nginx/ai-tools-directory.conf";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let dir: string;
let certificate: string;
let ports: { http: number; https: number };

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The shipped file with this machine's values put in; each replaced line must be there. */
function localConfig(appPort: number) {
  let text = readFileSync(SHIPPED, "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    expect(next, `${SHIPPED} no longer has ${String(from)}`).not.toBe(text);
    text = next;
  };
  replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`);
  replace("/var/cache/nginx/ai-tools-directory", path.join(dir, "cache"));
  replace(/ {4}listen \[::\]:80;\n/, "");
  replace(/ {4}listen \[::\]:443 ssl http2;\n/, "");
  replace("listen 80;", `listen 127.0.0.1:${ports.http};`);
  replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`);
  replace(
    /\/etc\/letsencrypt\/live\/aitools\.example\.org\/fullchain\.pem/,
    path.join(dir, "cert.pem"),
  );
  replace(
    /\/etc\/letsencrypt\/live\/aitools\.example\.org\/privkey\.pem/,
    path.join(dir, "key.pem"),
  );
  return text;
}

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A request through nginx: https with the test's certificate, or plain http to port 80's twin. */
function get(path: string, headers: Record<string, string> = {}, secure = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: "127.0.0.1",
      port: secure ? ports.https : ports.http,
      path,
      headers: { host: "localhost", ...headers },
      ...(secure ? { ca: certificate, servername: "localhost" } : {}),
    };
    const sent = (secure ? httpsRequest : httpRequest)(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

const text = (answer: Answer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.body
  ).toString();

beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX} is missing: run scripts/test-prerequisites.sh`).toBe(true);
  server = await startTestServer({ production: { PAGE_CACHE_SECONDS: 60 } });
  dir = mkdtempSync(path.join(tmpdir(), "aitools-nginx-"));
  // nginx's workers run as another user when the tests run as root.
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "temp"]) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  certificate = readFileSync(path.join(dir, "cert.pem"), "utf8");
  ports = { http: await freePort(), https: await freePort() };
  const appPort = Number(new URL(server.baseUrl).port);
  writeFileSync(path.join(dir, "site.conf"), localConfig(appPort));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/temp/${name};`)
    .join("\n  ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n  include ${dir}/site.conf;\n}\n`,
  );
  execFileSync(NGINX, ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")]);
});

afterAll(async () => {
  if (dir) {
    spawnSync(NGINX, [
      "-c",
      path.join(dir, "nginx.conf"),
      "-e",
      path.join(dir, "error.log"),
      "-s",
      "stop",
    ]);
    rmSync(dir, { recursive: true, force: true });
  }
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
