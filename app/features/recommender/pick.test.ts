import { describe, expect, it } from "vitest";
import type { Tool } from "~/features/catalogue/schema";
import { parseNeed } from "./constraints";
import { diversify, likeness, nearDuplicates, pick, rank } from "./pick";
import { loadCatalogue, toolsById } from "../../../tests/recommender-catalogue";

const tools = loadCatalogue();
const byId = toolsById(tools);
const candidates = (...entries: [string | Tool, number][]) =>
  entries.map(([tool, score]) => ({ tool: typeof tool === "string" ? byId(tool) : tool, score }));
const ids = (list: { tool: Tool }[]) => list.map((item) => item.tool.id);

describe("rank", () => {
  it("keeps only tools that meet the hard conditions", () => {
    const need = parseNeed("It must be free: transcribe my meetings");
    const { ranked, notes } = rank(
      candidates(["rev", 10], ["otter-ai", 9], ["zoom-ai-companion", 9], ["whisper", 5]),
      need,
    );
    expect(ids(ranked).sort()).toEqual(["otter-ai", "rev", "whisper"]);
    expect(notes).toEqual([]);
  });

  it("lets a soft wish lift an equally relevant tool", () => {
    const without = rank(candidates(["otter-ai", 10], ["fathom", 10]), parseNeed("Meeting notes"));
    const withApi = rank(
      candidates(["otter-ai", 10], ["fathom", 10]),
      parseNeed("Meeting notes, ideally with an API"),
    );
    expect(byId("otter-ai").apiAccess).toBe(false);
    expect(byId("fathom").apiAccess).toBe(true);
    expect(withApi.ranked[0]!.tool.id).toBe("fathom");
    expect(withApi.ranked[0]!.score).toBeGreaterThan(
      without.ranked.find((r) => r.tool.id === "fathom")!.score,
    );
  });

  it("prefers a free product to a free plan when free is a wish", () => {
    const { ranked } = rank(
      candidates(["deepl", 10], ["google-translate", 10]),
      parseNeed("Translate documents, free if possible"),
    );
    expect(byId("google-translate").pricing).toBe("Free");
    expect(ranked[0]!.tool.id).toBe("google-translate");
  });

  it("relaxes a hard condition that nothing meets, with one sentence saying so", () => {
    const need = parseNeed("A self-hosted video editor");
    const { ranked, relaxed, notes } = rank(
      candidates(["descript", 10], ["capcut", 9], ["veed", 8]),
      need,
    );
    expect(ids(ranked)).toHaveLength(3);
    expect(relaxed.map((c) => c.kind)).toEqual(["self-hosted"]);
    expect(notes).toEqual(["No self-hosted tool matches; these are the closest."]);
  });

  it("says when a condition cannot be met together with the others", () => {
    const need = parseNeed("Must be free and pay per use only, for image generation");
    const { ranked, notes } = rank(
      candidates(["flux", 10], ["ideogram", 9], ["leonardo-ai", 8]),
      need,
    );
    expect(need.constraints.map((c) => `${c.kind}/${c.strength}`)).toEqual([
      "free/hard",
      "pay-per-use/hard",
    ]);
    expect(ids(ranked).every((id) => byId(id).pricing !== "Credit-based")).toBe(true);
    expect(notes).toEqual([
      "No pay-per-use tool also meets your other conditions; these are the closest.",
    ]);
  });

  it("reports conditions the search already had to drop", () => {
    const need = parseNeed("Open source slide decks");
    const { notes, relaxed } = rank(candidates(["gamma", 5]), need, { relaxed: need.constraints });
    expect(relaxed).toEqual(need.constraints);
    expect(notes).toEqual(["No open-source tool matches; these are the closest."]);
  });

  it("drops results far below the best", () => {
    const { ranked } = rank(
      candidates(["gamma", 20], ["beautiful-ai", 18], ["chatgpt", 1]),
      parseNeed("slides for a pitch"),
    );
    expect(ids(ranked)).not.toContain("chatgpt");
  });
});

describe("diversify", () => {
  const copy = (tool: Tool, id: string, name: string): Tool => ({ ...tool, id, slug: id, name });

  it("skips a near-duplicate: same family name and the same categories", () => {
    const copilot = byId("github-copilot");
    const twin = copy(copilot, "github-copilot-enterprise", "GitHub Copilot Enterprise");
    expect(nearDuplicates(copilot, twin)).toBe(true);
    expect(nearDuplicates(copilot, byId("microsoft-copilot"))).toBe(false);
    const ranked = [
      { tool: copilot, relevance: 1, score: 1 },
      { tool: twin, relevance: 1, score: 0.99 },
      { tool: byId("cursor"), relevance: 0.8, score: 0.8 },
    ];
    expect(ids(diversify(ranked))).toEqual(["github-copilot", "cursor"]);
  });

  it("prefers a different kind of tool over a close copy of one already picked", () => {
    const chat = byId("chatgpt");
    const ranked = [
      { tool: chat, relevance: 1, score: 1 },
      { tool: copy(chat, "chat-clone", "Other Assistant"), relevance: 0.95, score: 0.95 },
      { tool: byId("perplexity"), relevance: 0.8, score: 0.8 },
    ];
    expect(likeness(chat, ranked[1]!.tool)).toBeGreaterThan(likeness(chat, ranked[2]!.tool));
    expect(ids(diversify(ranked, 2))).toEqual(["chatgpt", "perplexity"]);
  });

  it("picks at most four", () => {
    const ranked = tools
      .slice(0, 20)
      .map((tool, index) => ({ tool, relevance: 1, score: 1 - index / 100 }));
    expect(diversify(ranked)).toHaveLength(4);
  });
});

describe("pick", () => {
  it("ranks, filters and diversifies in one call", () => {
    const need = parseNeed("An open-source tool to generate images");
    const result = pick(
      candidates(
        ["midjourney", 10],
        ["stable-diffusion", 9],
        ["comfyui", 8],
        ["invokeai", 8],
        ["flux", 7],
      ),
      need,
    );
    expect(ids(result.picks).every((id) => byId(id).category.includes("Open Source"))).toBe(true);
    expect(result.picks.length).toBeGreaterThan(1);
    expect(result.notes).toEqual([]);
  });

  it("returns nothing for no candidates", () => {
    expect(pick([], parseNeed("Must be free, anything")).picks).toEqual([]);
  });
});
