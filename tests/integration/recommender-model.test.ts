import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Recommendation } from "~/features/recommender/schema";
import { resetEnvCache } from "~/lib/env.server";
import { postTo } from "../helpers";
import { expectTruthful } from "../recommendations";
import { startTestServer } from "../setup/test-server";

// The recommender with a language model (any OpenAI-compatible endpoint), here a fake one on
// this machine that answers what each test tells it to.
const LLM_SETTINGS = [
  "LLM_BASE_URL",
  "LLM_MODEL",
  "LLM_API_KEY",
  "LLM_ALLOW_PRIVATE",
  "TRUST_PROXY",
];
let server: Awaited<ReturnType<typeof startTestServer>>;
let model: Server;
let reply: (ids: string[]) => unknown = () => ({});
const requests: { authorization?: string; body: { model: string } }[] = [];

beforeAll(async () => {
  model = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const body = JSON.parse(raw);
      requests.push({ authorization: request.headers.authorization, body });
      const ids = [...JSON.stringify(body.messages).matchAll(/\\"id\\":\\"([a-z0-9-]+)\\"/g)].map(
        (match) => match[1]!,
      );
      response.setHeader("Content-Type", "application/json");
      response.end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: JSON.stringify(reply(ids)) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  const { port } = model.address() as AddressInfo;
  Object.assign(process.env, {
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_MODEL: "fake-model",
    LLM_API_KEY: "test-key",
    LLM_ALLOW_PRIVATE: "true",
    TRUST_PROXY: "true",
  });
  resetEnvCache();
  server = await startTestServer({ pages: true });
});

afterAll(async () => {
  await server?.close();
  for (const name of LLM_SETTINGS) delete process.env[name];
  resetEnvCache();
  await new Promise((resolve) => model?.close(resolve));
});

const post = postTo(() => server.baseUrl);
const ask = (body: unknown) =>
  post("/api/v1/recommendations", JSON.stringify(body), { "Content-Type": "application/json" });

describe("with a language model configured", () => {
  const need = "An AI tool to generate images for my marketing campaigns";

  it("uses the model's choice and words when they hold", async () => {
    reply = (ids) => ({
      recommendations: [{ id: ids.at(-1), reasoning: "It fits image work for campaigns." }],
    });
    const { status, json } = await ask({ requirements: need });
    expect(status).toBe(200);
    const recommendations = json!.recommendations as Recommendation[];
    expect(recommendations).toHaveLength(1);
    expect(recommendations[0]!.reasoning).toBe("It fits image work for campaigns.");
    expect(requests.at(-1)).toMatchObject({
      authorization: "Bearer test-key",
      body: { model: "fake-model" },
    });
  });

  it("never passes on a false claim or an id that was not a candidate", async () => {
    reply = (ids) => ({
      recommendations: [
        { id: ids[0], reasoning: "It is completely free and open source, only $0 a month." },
        { id: "made-up-tool", reasoning: "The best one." },
      ],
    });
    const { status, json } = await ask({ requirements: need });
    expect(status).toBe(200);
    const recommendations = json!.recommendations as Recommendation[];
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.map((item) => item.id)).not.toContain("made-up-tool");
    await expectTruthful(recommendations, server.db);
  });

  it("falls back to its own answer when the model's is not usable", async () => {
    reply = () => "not the shape asked for";
    const { status, json } = await ask({ requirements: need });
    expect(status).toBe(200);
    const recommendations = json!.recommendations as Recommendation[];
    expect(recommendations.length).toBeGreaterThan(0);
    await expectTruthful(recommendations, server.db);
  });
});
