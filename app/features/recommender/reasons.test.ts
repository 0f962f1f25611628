import { describe, expect, it } from "vitest";
import { parseNeed } from "./constraints";
import { checkReason } from "./reason-check";
import { buildClaims, buildReason } from "./reasons";
import { loadCatalogue, toolsById } from "../../../tests/recommender-catalogue";

const tools = loadCatalogue();
const names = tools.map((tool) => tool.name);
const byId = toolsById(tools);

const NEEDS = [
  "I need a free tool to transcribe my meetings",
  "Must be open source and self-hosted, ideally with an API",
  "Something cheap for image generation, under $20/month",
  "Pay as you go image generation API",
  "A completely free video editor for Android",
  "A writing assistant for my team, nice if it had an API",
  "It must run offline on my Mac",
  "GDPR compliant chatbot for customer support, my data stays in the EU",
  "A Chrome extension that summarises articles",
  "Must work in VS Code, code completion for Python",
  "A one-time purchase photo editor, no subscription",
  "Doesn't need to be free, but must have an API for speech to text",
  "Make presentations from a short outline for free",
  "Summarise Slack threads for a busy team",
  "For myself: a planner that schedules my tasks on my calendar",
  "Translate documents privately, ideally something I can host myself",
  "Research papers with citations, free would be nice",
  "Create voiceovers for YouTube videos, pay per use",
];

describe("reasons built from the record", () => {
  it("pass the checker for every need and every tool in the catalogue", () => {
    const failures: string[] = [];
    for (const need of NEEDS) {
      const parsed = parseNeed(need);
      for (const tool of tools) {
        const reason = buildReason(tool, parsed);
        const sentences = reason.split(/(?<=[.!?])\s+(?=[A-Z])/);
        if (sentences.length < 1 || sentences.length > 3) {
          failures.push(`${need} / ${tool.id}: ${sentences.length} sentences: ${reason}`);
        }
        const check = checkReason(reason, tool, names);
        if (!check.ok)
          failures.push(`${need} / ${tool.id}: ${check.problems.join("; ")}: ${reason}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("are claims first: categories, a matching feature, and the condition each fact answers", () => {
    const claims = buildClaims(
      byId("chatgpt"),
      parseNeed("A free chatbot with an API that can search the web"),
    );
    expect(claims).toContainEqual({ kind: "category", values: ["Conversational AI"] });
    expect(claims).toContainEqual({ kind: "feature", text: "Web search with cited sources" });
    expect(claims).toContainEqual(
      expect.objectContaining({
        kind: "pricing",
        value: "Freemium",
        met: true,
        answers: expect.objectContaining({ kind: "free" }),
      }),
    );
    expect(claims).toContainEqual(expect.objectContaining({ kind: "api", met: true }));
  });

  it("say in plain words which part of the need each fact answers", () => {
    expect(
      buildReason(byId("chatgpt"), parseNeed("A free chatbot with an API that can search the web")),
    ).toBe(
      "ChatGPT is listed under Conversational AI, and offers “Web search with cited sources”. " +
        "You asked for something free and an API: ChatGPT has a free plan (Freemium) and offers API access.",
    );
  });

  it("say plainly when a wish is not met", () => {
    expect(
      buildReason(byId("kagi"), parseNeed("Search the web without ads, ideally free")),
    ).toMatch(/It has no free plan \(Subscription\), though you asked for something free\.$/);
    expect(
      buildReason(byId("microsoft-copilot"), parseNeed("A chat assistant, nice if it had an API")),
    ).toMatch(/It offers no API access, though you asked for an API\.$/);
  });

  it("quote the tool's own words for platforms", () => {
    expect(
      buildReason(byId("github-copilot"), parseNeed("Code completion, must work in VS Code")),
    ).toContain(
      "You asked for something for VS Code: GitHub Copilot mentions “VS Code” in its description.",
    );
  });
});
