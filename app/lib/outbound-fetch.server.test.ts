import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, outboundFetch, OutboundFetchError } from "./outbound-fetch.server";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    const url = new URL(req.url ?? "/", "http://x");
    const port = (server.address() as AddressInfo).port;
    switch (url.pathname) {
      case "/json":
        res.setHeader("content-type", "application/json");
        res.setHeader("set-cookie", ["a=1", "b=2"]);
        return res.end(JSON.stringify({ hello: "world" }));
      case "/echo":
        return res.end(
          JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null }),
        );
      case "/slow":
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return res.end("late");
      case "/slow-body":
        res.write("start");
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return res.end("end");
      case "/big":
        res.setHeader("content-length", "5000");
        return res.end("x".repeat(5000));
      case "/big-chunked":
        for (let i = 0; i < 10; i += 1) res.write("y".repeat(500));
        return res.end();
      case "/gzip":
        res.setHeader("content-encoding", "gzip");
        return res.end(zlib.gzipSync("compressed text"));
      case "/gzip-bomb":
        res.setHeader("content-encoding", "gzip");
        return res.end(zlib.gzipSync(Buffer.alloc(1_000_000)));
      case "/redirect": {
        const to = url.searchParams.get("to") ?? "/json";
        res.statusCode = Number(url.searchParams.get("status") ?? 302);
        res.setHeader("location", to.replace("PORT", String(port)));
        return res.end();
      }
      case "/loop":
        res.statusCode = 302;
        res.setHeader("location", "/loop");
        return res.end();
      case "/empty":
        res.statusCode = 204;
        return res.end();
      default:
        res.statusCode = 404;
        return res.end("not here");
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundFetchError) return error.code;
    throw error;
  }
  throw new Error("expected the request to fail");
}

describe("isPublicAddress", () => {
  it.each([
    "10.1.2.3",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "127.0.0.1",
    "127.1.2.3",
    "169.254.169.254",
    "0.0.0.0",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "64:ff9b:1::7f00:1",
    "::ffff:0:7f00:1",
    "::7f00:1",
    "0:0:0:0:0:ffff:127.0.0.1",
    "::FFFF:A9FE:A9FE",
    "2002:7f00:1::",
    "ff02::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("outboundFetch", () => {
  it("refuses loopback and private hosts unless allowed, by address and by name", async () => {
    expect(await failure(outboundFetch(`${base}/json`))).toBe("blocked-address");
    const port = new URL(base).port;
    expect(await failure(outboundFetch(`http://localhost:${port}/json`))).toBe("blocked-address");
    expect(await failure(outboundFetch(`http://[::1]:${port}/json`))).toBe("blocked-address");
    expect(await failure(outboundFetch("http://169.254.169.254/latest/meta-data/"))).toBe(
      "blocked-address",
    );
  });

  it("refuses other schemes and URLs with credentials", async () => {
    expect(await failure(outboundFetch("file:///etc/passwd"))).toBe("invalid-url");
    expect(await failure(outboundFetch("ftp://example.com/"))).toBe("invalid-url");
    expect(await failure(outboundFetch("http://user:pass@example.com/"))).toBe("invalid-url");
    expect(await failure(outboundFetch("not a url"))).toBe("invalid-url");
  });

  it("returns a standard response when the address is allowed", async () => {
    const response = await outboundFetch(`${base}/json`, { allowPrivate: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({ hello: "world" });
    expect((await outboundFetch(`${base}/nothing`, { allowPrivate: true })).status).toBe(404);
    expect(await (await outboundFetch(`${base}/empty`, { allowPrivate: true })).text()).toBe("");
  });

  it("sends the method, headers and body", async () => {
    const response = await outboundFetch(`${base}/echo`, {
      method: "POST",
      headers: { Authorization: "Bearer secret", "Content-Type": "application/json" },
      body: JSON.stringify({ a: 1 }),
      allowPrivate: true,
    });
    expect(await response.json()).toEqual({
      method: "POST",
      body: '{"a":1}',
      auth: "Bearer secret",
    });
    expect(seen.at(-1)!.headers["user-agent"]).toMatch(/AIToolsDirectory/);
  });

  it("gives up at the deadline, before headers or during the body", async () => {
    const started = Date.now();
    expect(
      await failure(outboundFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 150 })),
    ).toBe("timeout");
    expect(
      await failure(outboundFetch(`${base}/slow-body`, { allowPrivate: true, timeoutMs: 150 })),
    ).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(
      await failure(
        outboundFetch(`${base}/slow`, { allowPrivate: true, signal: controller.signal }),
      ),
    ).toBe("aborted");
  });

  it("caps the body, declared or not, and after decompression", async () => {
    const options = { allowPrivate: true, maxBytes: 1000 };
    expect(await failure(outboundFetch(`${base}/big`, options))).toBe("too-large");
    expect(await failure(outboundFetch(`${base}/big-chunked`, options))).toBe("too-large");
    expect(await failure(outboundFetch(`${base}/gzip-bomb`, options))).toBe("too-large");
    expect(await (await outboundFetch(`${base}/gzip`, options)).text()).toBe("compressed text");
  });

  it("follows redirects up to the limit", async () => {
    const response = await outboundFetch(`${base}/redirect?to=/json`, { allowPrivate: true });
    expect(await response.json()).toEqual({ hello: "world" });
    expect(
      await failure(outboundFetch(`${base}/loop`, { allowPrivate: true, maxRedirects: 2 })),
    ).toBe("too-many-redirects");
    expect(
      await failure(
        outboundFetch(`${base}/redirect?to=/json`, { allowPrivate: true, maxRedirects: 0 }),
      ),
    ).toBe("too-many-redirects");
  });

  it("checks every redirect hop's address again", async () => {
    const onlyFirstHost = (url: URL) => url.hostname === "127.0.0.1";
    const response = await outboundFetch(`${base}/redirect?to=/json`, {
      allowPrivate: onlyFirstHost,
    });
    expect(response.status).toBe(200);
    const away = `${base}/redirect?to=${encodeURIComponent("http://localhost:PORT/json")}`;
    expect(await failure(outboundFetch(away, { allowPrivate: onlyFirstHost }))).toBe(
      "blocked-address",
    );
    const metadata = `${base}/redirect?to=${encodeURIComponent("http://169.254.169.254/")}`;
    expect(await failure(outboundFetch(metadata, { allowPrivate: onlyFirstHost }))).toBe(
      "blocked-address",
    );
  });

  it("turns a POST into a GET on 303 and drops credentials on another origin", async () => {
    const to = encodeURIComponent("http://localhost:PORT/echo");
    const response = await outboundFetch(`${base}/redirect?status=303&to=${to}`, {
      method: "POST",
      headers: { authorization: "Bearer secret" },
      body: "payload",
      allowPrivate: true,
    });
    expect(await response.json()).toEqual({ method: "GET", body: "", auth: null });
    const same = await outboundFetch(`${base}/redirect?status=307&to=/echo`, {
      method: "POST",
      headers: { authorization: "Bearer secret" },
      body: "payload",
      allowPrivate: true,
    });
    expect(await same.json()).toEqual({ method: "POST", body: "payload", auth: "Bearer secret" });
  });
});

// A private model host the operator trusts (LLM_ALLOW_PRIVATE), beside the public-looking test
// site above: it counts what reaches it, so a refusal can be shown to have sent nothing.
describe("outboundFetch and a trusted private host", () => {
  let model: http.Server;
  let modelPort: number;
  let connections = 0;
  let requests = 0;

  beforeAll(async () => {
    model = http.createServer((req, res) => {
      requests += 1;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ model: true }));
    });
    model.on("connection", () => {
      connections += 1;
    });
    model.listen(0, "127.0.0.1");
    await once(model, "listening");
    modelPort = (model.address() as AddressInfo).port;
  });

  afterAll(async () => {
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  function seenByModel() {
    return { connections, requests };
  }

  it("never lets a guarded request ride on a trusted request's kept-alive connection", async () => {
    const endpoint = new URL(`http://localhost:${modelPort}/v1/chat/completions`);
    const trusted = await outboundFetch(endpoint, {
      method: "POST",
      body: "{}",
      allowPrivate: (url) => url.host === endpoint.host,
    });
    expect(await trusted.json()).toEqual({ model: true });
    const before = seenByModel();
    expect(await failure(outboundFetch(endpoint))).toBe("blocked-address");
    expect(await failure(outboundFetch(endpoint, { allowPrivate: false }))).toBe("blocked-address");
    expect(seenByModel()).toEqual(before);
  });

  it("refuses a redirect from a public site to the trusted host", async () => {
    const publicSite = (url: URL) => url.port === new URL(base).port;
    const trusted = await outboundFetch(`http://localhost:${modelPort}/v1/models`, {
      allowPrivate: true,
    });
    expect(trusted.status).toBe(200);
    const before = seenByModel();
    const to = encodeURIComponent(`http://localhost:${modelPort}/v1/models`);
    expect(
      await failure(outboundFetch(`${base}/redirect?to=${to}`, { allowPrivate: publicSite })),
    ).toBe("blocked-address");
    expect(seenByModel()).toEqual(before);
  });

  it("still keeps the trusted host's connection alive between trusted requests", async () => {
    const options = { allowPrivate: true };
    await outboundFetch(`http://localhost:${modelPort}/v1/models`, options);
    const before = seenByModel();
    await outboundFetch(`http://localhost:${modelPort}/v1/models`, options);
    expect(seenByModel()).toEqual({
      connections: before.connections,
      requests: before.requests + 1,
    });
  });

  // The forms an address can take in a URL or a lookup: decimal, octal, hexadecimal and short
  // IPv4, and IPv4 inside IPv6 (mapped, compatible, NAT64), each naming a non-public address.
  // PORT is the trusted host's port, so a loopback form that got through would reach it.
  const SSRF_URLS = [
    "http://127.0.0.1:PORT/",
    "http://localhost:PORT/",
    "http://2130706433:PORT/",
    "http://0177.0.0.1:PORT/",
    "http://0x7f.1:PORT/",
    "http://0x7f000001:PORT/",
    "http://017700000001:PORT/",
    "http://127.1:PORT/",
    "http://127.0.1:PORT/",
    "http://0x7f.0x0.0x0.0x1:PORT/",
    "http://127.0.0.1.:PORT/",
    "http://%31%32%37.0.0.1:PORT/",
    "http://[::ffff:127.0.0.1]:PORT/",
    "http://[::ffff:7f00:1]:PORT/",
    "http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/",
    "http://[0000:0000:0000:0000:0000:FFFF:7F00:0001]:PORT/",
    "http://[::127.0.0.1]:PORT/",
    "http://[::ffff:0:127.0.0.1]:PORT/",
    "http://[64:ff9b::127.0.0.1]:PORT/",
    "http://[64:ff9b:1::7f00:1]:PORT/",
    "http://[2002:7f00:1::]:PORT/",
    "http://[::1]:PORT/",
    "http://[::]:PORT/",
    "http://0:PORT/",
    "http://0.0.0.0:PORT/",
    "http://10.0.0.1/",
    "http://012.0.0.1/",
    "http://167772161/",
    "http://0xa000001/",
    "http://10.1/",
    "http://[::ffff:10.0.0.1]/",
    "http://[::ffff:a00:1]/",
    "http://[64:ff9b::10.0.0.1]/",
    "http://169.254.169.254/",
    "http://2852039166/",
    "http://0xa9fea9fe/",
    "http://0251.0376.0251.0376/",
    "http://169.254.43518/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[0:0:0:0:0:ffff:169.254.169.254]/",
    "http://[::169.254.169.254]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "https://[::ffff:a9fe:a9fe]/",
    "http://192.168.1.1/",
    "http://3232235777/",
    "http://0xc0a80101/",
    "http://0300.0250.1.1/",
    "http://192.168.257/",
    "http://[::ffff:192.168.1.1]/",
    "http://[::ffff:c0a8:101]/",
    "http://[64:ff9b::c0a8:101]/",
    "http://172.16.0.1/",
    "http://100.64.0.1/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
  ];

  it.each(SSRF_URLS)("refuses %s, asked directly or by a redirect", async (template) => {
    const url = template.replace("PORT", String(modelPort));
    const publicSite = (next: URL) => next.port === new URL(base).port;
    const before = seenByModel();
    expect(await failure(outboundFetch(url, { timeoutMs: 2000 }))).toBe("blocked-address");
    const redirect = `${base}/redirect?to=${encodeURIComponent(url)}`;
    expect(
      await failure(outboundFetch(redirect, { allowPrivate: publicSite, timeoutMs: 2000 })),
    ).toBe("blocked-address");
    expect(seenByModel()).toEqual(before);
  });
});
