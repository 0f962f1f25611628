import type http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/env.server";
import { parseNeed } from "./constraints";
import { extractJson, getLlmSettings, rerankWithLlm, type LlmSettings } from "./llm.server";
import { buildReason } from "./reasons";
import { listenOnLoopback, type LoopbackServer } from "../../../tests/loopback-server";
import { loadCatalogue, toolsById } from "../../../tests/recommender-catalogue";

// A real HTTP peer on loopback stands in for the paid API: the code under test sends a real
// request and reads a real answer.

type Received = { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
type Reply = (res: http.ServerResponse) => void | Promise<void>;

let server: LoopbackServer;
let baseUrl: string;
let reply: Reply;
const received: Received[] = [];

beforeAll(async () => {
  server = await listenOnLoopback(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    received.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(body || "{}") });
    if (req.url !== "/v1/chat/completions") {
      res.statusCode = 404;
      return res.end();
    }
    await reply(res);
  });
  baseUrl = `${server.origin}/v1`;
});

afterAll(() => server.close());

let logged: string[] = [];
beforeEach(() => {
  received.length = 0;
  logged = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tools = loadCatalogue();
const byId = toolsById(tools);
const need = "A chat assistant for writing and research, ideally free";
const parsed = parseNeed(need);
const candidates = ["chatgpt", "claude", "perplexity", "kagi", "glean"].map((id) => ({
  tool: byId(id),
  offlineReason: buildReason(byId(id), parsed),
}));
const otherToolNames = tools.map((t) => t.name);

function settings(overrides: Partial<LlmSettings> = {}): LlmSettings {
  return { baseUrl, model: "test-model", apiKey: "sk-test", allowPrivate: true, ...overrides };
}

function answerWith(content: string, status = 200): Reply {
  return (res) => {
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  };
}

const modelAnswer = (recommendations: { id: string; reasoning: string }[]) =>
  answerWith(JSON.stringify({ recommendations }));

const run = (overrides: Partial<LlmSettings> = {}) =>
  rerankWithLlm({ need, candidates, otherToolNames, settings: settings(overrides) });

describe("rerankWithLlm", () => {
  it("uses the model's order and reasons, and sends the model, key and candidates", async () => {
    reply = modelAnswer([
      {
        id: "perplexity",
        reasoning: "Perplexity answers with numbered source citations and has a free plan.",
      },
      { id: "claude", reasoning: "Claude is listed under Research and has a free plan." },
    ]);
    expect(await run()).toEqual([
      {
        id: "perplexity",
        reasoning: "Perplexity answers with numbered source citations and has a free plan.",
        source: "model",
      },
      {
        id: "claude",
        reasoning: "Claude is listed under Research and has a free plan.",
        source: "model",
      },
    ]);
    const [request] = received;
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.body).toMatchObject({
      model: "test-model",
      response_format: { type: "json_object" },
    });
    const messages = request!.body.messages as { role: string; content: string }[];
    const user = JSON.parse(messages.at(-1)!.content);
    expect(user.need).toBe(need);
    expect(user.candidates.map((c: { id: string }) => c.id)).toEqual(
      candidates.map((c) => c.tool.id),
    );
    expect(user.candidates[0]).toMatchObject({
      pricing: "Freemium",
      apiAccess: true,
      categories: byId("chatgpt").category,
    });
  });

  it("reads an answer wrapped in a code fence", async () => {
    reply = answerWith(
      'Here you go:\n```json\n{"recommendations":[{"id":"chatgpt","reasoning":"ChatGPT has a free plan."}]}\n```',
    );
    expect(await run()).toEqual([
      { id: "chatgpt", reasoning: "ChatGPT has a free plan.", source: "model" },
    ]);
  });

  it("sends no authorization header without a key", async () => {
    reply = modelAnswer([{ id: "chatgpt", reasoning: "ChatGPT has a free plan." }]);
    await run({ apiKey: undefined });
    expect(received[0]!.headers.authorization).toBeUndefined();
  });

  it("replaces a reason the record does not back with the engine's own", async () => {
    expect(byId("glean").pricing).toBe("Paid");
    reply = modelAnswer([
      { id: "claude", reasoning: "Claude is listed under Research and has a free plan." },
      { id: "glean", reasoning: "Glean is completely free for everyone." },
    ]);
    const picks = await run();
    expect(picks).toEqual([
      {
        id: "claude",
        reasoning: "Claude is listed under Research and has a free plan.",
        source: "model",
      },
      { id: "glean", reasoning: candidates.at(-1)!.offlineReason, source: "offline" },
    ]);
  });

  it.each([
    [
      "a slow answer",
      (res: http.ServerResponse) => void setTimeout(() => answerWith("{}")(res), 1500),
      /timeout/,
    ],
    ["a server error", answerWith("boom", 500), /HTTP 500/],
    [
      "a body that is not JSON",
      (res: http.ServerResponse) => void res.end("<html>oops</html>"),
      /chat completion/,
    ],
    ["an answer that is not JSON", answerWith("I recommend ChatGPT."), /not the expected JSON/],
    [
      "the wrong shape",
      answerWith(JSON.stringify({ tools: ["chatgpt"] })),
      /not the expected JSON/,
    ],
    [
      "an unknown id",
      modelAnswer([{ id: "midjourney", reasoning: "Midjourney makes images." }]),
      /not among the candidates: midjourney/,
    ],
    [
      "more than four",
      modelAnswer(
        candidates.map((c) => ({
          id: c.tool.id,
          reasoning: `${c.tool.name} is listed under Research.`,
        })),
      ),
      /5 recommendations/,
    ],
    [
      "a repeated id",
      modelAnswer([
        { id: "chatgpt", reasoning: "ChatGPT has a free plan." },
        { id: "chatgpt", reasoning: "ChatGPT has a free plan." },
      ]),
      /repeated ids/,
    ],
    ["no recommendations", modelAnswer([]), /no recommendations/],
    [
      "no reason backed by the record",
      modelAnswer([{ id: "kagi", reasoning: "Kagi is free and costs $5/month." }]),
      /no reason was backed/,
    ],
  ])("returns null and logs why on %s", async (_label, behaviour, why) => {
    reply = behaviour;
    const started = Date.now();
    expect(await run({ timeoutMs: 200 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1200);
    const line = logged.find((l) => l.includes("language model's answer was not used"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).reason).toMatch(why);
    expect(line).not.toContain("sk-test");
  });

  it("refuses a private endpoint unless the operator allows it", async () => {
    reply = modelAnswer([{ id: "chatgpt", reasoning: "ChatGPT has a free plan." }]);
    expect(await run({ allowPrivate: false })).toBeNull();
    expect(received).toHaveLength(0);
    expect(JSON.parse(logged.at(-1)!).reason).toMatch(/blocked-address/);
  });
});

describe("extractJson", () => {
  it("reads plain, fenced and embedded JSON", () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJson('Sure! {"a":3} Hope that helps.')).toEqual({ a: 3 });
    expect(() => extractJson("no json here")).toThrow();
  });
});

describe("getLlmSettings", () => {
  it("needs both the base URL and the model", () => {
    expect(getLlmSettings(getEnv({}))).toBeNull();
    expect(getLlmSettings(getEnv({ LLM_BASE_URL: "https://api.example.com/v1" }))).toBeNull();
    expect(getLlmSettings(getEnv({ LLM_MODEL: "m" }))).toBeNull();
    expect(
      getLlmSettings(
        getEnv({
          LLM_BASE_URL: "http://127.0.0.1:11434/v1",
          LLM_MODEL: "llama3.2",
          LLM_ALLOW_PRIVATE: "true",
        }),
      ),
    ).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
      allowPrivate: true,
    });
  });
});
