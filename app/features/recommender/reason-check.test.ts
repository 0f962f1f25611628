import { describe, expect, it } from "vitest";
import { checkReason } from "./reason-check";
import { loadCatalogue, toolsById } from "../../../tests/recommender-catalogue";

const tools = loadCatalogue();
const names = tools.map((tool) => tool.name);
const byId = toolsById(tools);

describe("checkReason", () => {
  it.each([
    ["chatgpt", "ChatGPT has a free plan and offers API access for developers."],
    ["kagi", "Kagi has no free plan, but it offers an API."],
    [
      "microsoft-copilot",
      "Microsoft Copilot has no public developer API; it is built into Windows.",
    ],
    ["whisper", "Whisper is open source and runs locally, and is listed under Transcription."],
    [
      "perplexity",
      "Perplexity is listed under Search and Research and offers “Answers with numbered source citations”.",
    ],
    ["chatgpt", "ChatGPT has an editor's rating of 4.7."],
    [
      "kagi",
      "Since you asked for something free: Kagi is a subscription, but it has a short free trial.",
    ],
    [
      "claude",
      "Not only free to start, Claude offers a “Large context window for long documents”.",
    ],
  ])("accepts a true reason for %s: %s", (id, reason) => {
    expect(checkReason(reason, byId(id), names)).toEqual({ ok: true, problems: [] });
  });

  it.each([
    ["kagi", "Kagi is free to use and great for search.", /says it is free/],
    ["glean", "Glean has a free plan for small teams.", /says it is free/],
    [
      "midjourney",
      "Midjourney is priced as Freemium.",
      /says its pricing is Freemium, but its pricing is Subscription/,
    ],
    [
      "microsoft-copilot",
      "Microsoft Copilot offers a developer API.",
      /says it offers an API, but it offers no API access/,
    ],
    ["kagi", "Kagi has no API.", /says it is not so that it offers an API/],
    [
      "midjourney",
      "Midjourney is open source, so you can run it yourself.",
      /says it is open source/,
    ],
    ["chatgpt", "ChatGPT costs $20/month for the Plus plan.", /mentions a price \(\$20\/month\)/],
    ["chatgpt", "ChatGPT is cheaper than 25 dollars a month.", /mentions a price/],
    [
      "claude",
      "Claude writes better than ChatGPT for long reports.",
      /names another tool: ChatGPT/,
    ],
    ["claude", "Like Midjourney, it makes images.", /names another tool: Midjourney/],
    [
      "chatgpt",
      "ChatGPT offers “Unlimited video generation”.",
      /quotes "Unlimited video generation", which is not in its listing/,
    ],
    ["chatgpt", "ChatGPT is listed under Video Editing.", /says it is listed under Video Editing/],
    ["chatgpt", "ChatGPT is rated 4.9 by 10,000 users.", /mentions the number 4\.9/],
    // The catalogue's score is no count of reviews (decision 017).
    ["chatgpt", "ChatGPT is rated 4.7 from 4,900 reviews.", /mentions the number 4,900/],
    ["claude", "Claude is credit-based, so you pay per use.", /says it is paid per use/],
    ["whisper", "Whisper is not open source.", /says it is not so that it is open source/],
  ])("rejects a lie about %s: %s", (id, reason, problem) => {
    const check = checkReason(reason, byId(id), names);
    expect(check.ok).toBe(false);
    expect(check.problems.join("\n")).toMatch(problem);
  });
});
