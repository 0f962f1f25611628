import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";

// Which answers the production server compresses, and what it says about it.

const LONG_JSON = JSON.stringify({ tools: Array.from({ length: 200 }, (_, i) => `tool-${i}`) });

function appAnswering(answer: () => Response | Promise<Response>) {
  const app = new Hono();
  app.use(compression());
  app.all("*", () => answer());
  return app;
}

const json = (headers: Record<string, string> = {}) =>
  new Response(LONG_JSON, { headers: { "Content-Type": "application/json", ...headers } });

describe("compression", () => {
  it("gzips a long text answer for a client that accepts it, and says it varies", async () => {
    const response = await appAnswering(() => json({ ETag: '"v1"' })).request("/", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(response.headers.get("ETag")).toBe('W/"v1"');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(LONG_JSON);
  });

  it("deflates for a client that accepts only deflate", async () => {
    const response = await appAnswering(() => json()).request("/", {
      headers: { "Accept-Encoding": "deflate, gzip;q=0" },
    });
    expect(response.headers.get("Content-Encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(LONG_JSON);
  });

  it("sends the answer whole to a client that accepts no encoding, still saying it varies", async () => {
    for (const acceptEncoding of [undefined, "identity", "br", "gzip;q=0"]) {
      const response = await appAnswering(() => json({ Vary: "Cookie" })).request("/", {
        headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
      });
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
      expect(await response.text()).toBe(LONG_JSON);
    }
  });

  it("leaves alone a short answer, a picture, a HEAD, a no-transform answer and an encoded one", async () => {
    const asks: [string, () => Response, string?][] = [
      ["short", () => new Response("ok", { headers: { "Content-Length": "2" } })],
      [
        "picture",
        () => new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/png" } }),
      ],
      ["head", () => json(), "HEAD"],
      ["no-transform", () => json({ "Cache-Control": "public, no-transform" })],
      ["encoded", () => json({ "Content-Encoding": "br" })],
      ["not modified", () => new Response(null, { status: 304 })],
    ];
    for (const [name, answer, method = "GET"] of asks) {
      const response = await appAnswering(answer).request("/", {
        method,
        headers: { "Accept-Encoding": "gzip" },
      });
      const encoding = response.headers.get("Content-Encoding");
      expect([name, encoding]).toEqual([name, name === "encoded" ? "br" : null]);
      expect([name, response.headers.get("Vary")]).toEqual([name, null]);
    }
  });

  it("adds Vary to an answer whose headers cannot be changed, by copying it", async () => {
    const fetched = () => fetch(`data:application/json,${encodeURIComponent(LONG_JSON)}`);
    const response = await appAnswering(fetched).request("/");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(LONG_JSON);
  });
});
