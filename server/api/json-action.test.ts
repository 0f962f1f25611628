import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createRateLimiter, MemoryRateLimitStore } from "~/lib/rate-limit.server";
import { runJson, type JsonSpec } from "./json-action";

const NoteSchema = z.object({ text: z.string().min(2, "text is too short") });

function noteApi(options: Partial<JsonSpec<typeof NoteSchema>> = {}) {
  const limiter = createRateLimiter({
    name: "notes",
    limit: 1,
    windowMs: 60_000,
    store: new MemoryRateLimitStore(),
  });
  const api = new Hono();
  api.post("/notes", (c) =>
    runJson(c, {
      maxBytes: 1024,
      what: "note",
      example: '{"text": "..."}',
      schema: NoteSchema,
      rateLimits: () => [{ limiter, key: "one address", message: "Too many notes." }],
      act: async (note) => c.json({ saved: note.text }, 201),
      ...options,
    }),
  );
  return api;
}

const send = (api: Hono, body: BodyInit, headers: Record<string, string> = {}) =>
  api.request("/notes", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    // A stream body is sent chunked.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });

describe("runJson", () => {
  it("hands the action the parsed values, without control characters", async () => {
    const response = await send(noteApi(), JSON.stringify({ text: "hi\u0000 there\tnow" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ saved: "hi there\tnow" });
  });

  it("refuses a body over its limit with 413, by its length or as it is read", async () => {
    const big = JSON.stringify({ text: "a".repeat(2000) });
    const byLength = await send(noteApi(), big, { "Content-Length": String(big.length) });
    expect(byLength.status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const asRead = await send(noteApi(), chunks);
    expect(asRead.status).toBe(413);
    expect(await asRead.json()).toEqual({
      error: { code: "too_large", message: "The request body can be at most 1 KB." },
    });
  });

  it("refuses a body that is not JSON: 415 for another type, 400 for bad JSON", async () => {
    const form = await send(noteApi(), "text=hi", { "Content-Type": "text/plain" });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toEqual({
      code: "unsupported_media_type",
      message: 'Send the note as JSON (Content-Type: application/json): {"text": "..."}.',
    });
    const broken = await send(noteApi(), "{");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toEqual({
      code: "invalid_json",
      message: 'The body is not valid JSON: send {"text": "..."}.',
    });
  });

  it("takes a beacon's JSON of any type, as sent", async () => {
    const api = noteApi({ beacon: true });
    const sent = await send(api, JSON.stringify({ text: "a\u0000b" }), {
      "Content-Type": "text/plain",
    });
    expect(await sent.json()).toEqual({ saved: "a\u0000b" });
    const broken = await send(api, "text=hi", { "Content-Type": "text/plain" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe(
      'Send the note as a JSON object: {"text": "..."}.',
    );
  });

  it("names every bad field with 400", async () => {
    const response = await send(noteApi(), JSON.stringify({ text: "a" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_request",
        message: "text is too short",
        details: [{ field: "text", message: "text is too short" }],
      },
    });
  });

  it("counts the rate limits once the body is valid, refusing with 429 and Retry-After", async () => {
    const api = noteApi();
    expect((await send(api, JSON.stringify({ text: "a" }))).status).toBe(400);
    expect((await send(api, JSON.stringify({ text: "first" }))).status).toBe(201);
    const refused = await send(api, JSON.stringify({ text: "second" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many notes\. Please try again in /),
    });
  });

  it("answers what `skip` gives before the body is parsed", async () => {
    let acted = false;
    const api = new Hono();
    api.post("/notes", (c) =>
      runJson(c, {
        maxBytes: 1024,
        what: "note",
        example: "{}",
        schema: NoteSchema,
        skip: () => c.body(null, 204),
        act: async () => {
          acted = true;
          return c.body(null, 201);
        },
      }),
    );
    expect((await send(api, "not JSON")).status).toBe(204);
    expect(acted).toBe(false);
  });
});
