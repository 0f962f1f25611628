import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendationFeedback } from "~/db/schema";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { type Recommendation } from "~/features/recommender/schema";
import { RECOMMENDER_MESSAGES } from "~/features/recommender/constants";
import { resetEnvCache } from "~/lib/env.server";
import { form, freshAddress, postTo } from "../helpers";
import { expectTruthful } from "../recommendations";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // Each request comes from its own address (X-Forwarded-For), so limits bite only on purpose.
  process.env.TRUST_PROXY = "true";
  resetEnvCache();
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server?.close();
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

const page = (path: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: { "X-Forwarded-For": freshAddress() } });

const post = postTo(() => server.baseUrl);
const ask = (body: unknown, headers: Record<string, string> = {}) =>
  post("/api/v1/recommendations", typeof body === "string" ? body : JSON.stringify(body), {
    "Content-Type": "application/json",
    ...headers,
  });
const feedbackRows = async () =>
  (await server.db.select({ n: count() }).from(recommendationFeedback))[0]!.n;

describe("POST /api/v1/recommendations", () => {
  it("answers up to four tools for a need, each with a true reason", async () => {
    const { status, json } = await ask({
      requirements: "A free tool to transcribe my podcast episodes and add subtitles",
    });
    expect(status).toBe(200);
    const recommendations = json!.recommendations as Recommendation[];
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(4);
    expect(new Set(recommendations.map((item) => item.id)).size).toBe(recommendations.length);
    for (const item of recommendations) {
      expect(Object.keys(item).sort()).toEqual(
        ["category", "description", "id", "logo", "name", "reasoning"].sort(),
      );
      expect(["Free", "Freemium", "Self-hosted"]).toContain(
        (await getToolById(item.id, server.db))!.pricing,
      );
    }
    await expectTruthful(recommendations, server.db);
  });

  it("keeps hard conditions, and says so when none can be met", async () => {
    const api = await ask({ requirements: "A customer support chatbot that must have an API" });
    for (const item of api.json!.recommendations as Recommendation[]) {
      expect((await getToolById(item.id, server.db))!.apiAccess, item.id).toBe(true);
    }
    const impossible = await ask({
      requirements: "Only self-hosted: an AI presentation maker",
    });
    expect(impossible.status).toBe(200);
    expect(impossible.json!.notes).toContain("No self-hosted tool matches; these are the closest.");
    expect((impossible.json!.recommendations as Recommendation[]).length).toBeGreaterThan(0);
  });

  it.each([
    ["missing", {}, 400, "Requirements must be at least 10 characters long"],
    ["too short", { requirements: "  chatbot  " }, 400, "at least 10 characters"],
    ["too long", { requirements: "x".repeat(2001) }, 400, "at most 2,000 characters"],
    ["not text", { requirements: 12345678901 }, 400, undefined],
    ["not JSON", "requirements=hello there", 415, "as JSON"],
    ["broken JSON", "{ not json", 400, "not valid JSON"],
  ] as const)("refuses a %s request with a clear 4xx", async (_, body, status, message) => {
    const headers: Record<string, string> =
      typeof body === "string" && !body.startsWith("{")
        ? { "Content-Type": "application/x-www-form-urlencoded" }
        : {};
    const answer = await ask(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.json?.error?.code).toEqual(expect.any(String));
    if (message) expect(answer.json?.error?.message).toContain(message);
  });

  it("refuses a body over 16 KB", async () => {
    const answer = await ask({ requirements: "y".repeat(20_000) });
    expect(answer.status).toBe(413);
  });

  it("limits how often one address asks", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await ask({ requirements: "write blog posts faster" }, { "X-Forwarded-For": address }))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the recommender page", () => {
  it("serves the empty form with its metadata", async () => {
    const response = await page("/recommend");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<title>AI Tool Recommender");
    expect(html).toContain("Your Requirements");
    expect(html).toContain("Get AI Tool Recommendations");
    expect(html).toContain('"@type":"WebPage"');
    expect(html).not.toContain("Recommended Tools");
  });

  it("renders the answer for a need in the address, with links to the tools' pages", async () => {
    const need = "generate images from text prompts for my blog";
    const response = await page(`/recommend?q=${encodeURIComponent(need)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Recommended Tools");
    expect(html).toContain("Why this tool?");
    expect(html).toMatch(/href="\/tool\/[a-z0-9-]+\/[a-z0-9_-]+"/);
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("answers a need that is too short with the spec's message and a 400", async () => {
    const response = await page("/recommend?q=short");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Requirements must be at least 10 characters long");
  });

  it("says so when nothing matches", async () => {
    const response = await page(`/recommend?q=${encodeURIComponent("zzqxv plorkh wibblefrotz")}`);
    expect(await response.text()).toContain(RECOMMENDER_MESSAGES.noMatches);
  });
});

describe("feedback on a recommendation", () => {
  const need = "A free tool to transcribe my podcast episodes";

  it("stores the need, the tool and the vote, and nothing about the voter", async () => {
    const before = await feedbackRows();
    const answer = await post("/recommend", form({ need, toolId: "whisper", vote: "helpful" }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/recommend?q=${encodeURIComponent(need)}`);
    expect(await feedbackRows()).toBe(before + 1);
    const [row] = await server.db
      .select()
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.toolId, "whisper"));
    expect(row).toMatchObject({ need, toolId: "whisper", vote: "helpful" });
    expect(Object.keys(row!).sort()).toEqual(["createdAt", "id", "need", "toolId", "vote"]);
  });

  it.each([
    ["an unknown vote", { need, toolId: "whisper", vote: "love it" }, 400],
    ["a tool that does not exist", { need, toolId: "no-such-tool", vote: "helpful" }, 404],
    ["a bad tool id", { need, toolId: "../../etc", vote: "helpful" }, 400],
    ["a need that is too short", { need: "short", toolId: "whisper", vote: "helpful" }, 400],
  ])("refuses %s and stores nothing", async (_, fields, status) => {
    const before = await feedbackRows();
    const answer = await post("/recommend", form(fields));
    expect(answer.status).toBe(status);
    expect(await feedbackRows()).toBe(before);
  });
});
