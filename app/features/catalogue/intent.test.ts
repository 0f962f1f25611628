import { describe, expect, it } from "vitest";
import { NO_FILTERS, type AlternativeFilters } from "./alternatives";
import { alternativesQuery, freeAsked, readIntent } from "./intent";

const on = (filters: Partial<AlternativeFilters>): AlternativeFilters => ({
  ...NO_FILTERS,
  ...filters,
});

/** The readings' names and conditions, as [subject, conditions that are on]. */
function readingsOf(text: string) {
  const intent = readIntent(text).find((reading) => reading.kind === "alternatives");
  if (intent?.kind !== "alternatives") return null;
  return intent.readings.map(({ subject, filters }) => [
    subject,
    Object.entries(filters)
      .filter(([, value]) => value)
      .map(([key, value]) => (key === "platform" ? `platform:${value}` : key)),
  ]);
}

describe("reading what a search asks for", () => {
  it.each([
    ["alternatives to Midjourney", [["midjourney", []]]],
    [
      "alternative to midjourney free",
      [
        ["midjourney free", []],
        ["midjourney", ["free"]],
      ],
    ],
    ["Midjourney alternatives", [["midjourney", []]]],
    ["zapier alternative", [["zapier", []]]],
    [
      "free zapier alternative",
      [
        ["free zapier", []],
        ["zapier", ["free"]],
      ],
    ],
    ["best open source alternatives to Notion AI", [["notion ai", ["openSource"]]]],
    [
      "like Perplexity but free",
      [
        ["perplexity but free", []],
        ["perplexity", ["free"]],
      ],
    ],
    [
      "apps like Otter.ai for Android",
      [
        ["otter.ai for android", []],
        ["otter.ai", ["platform:android"]],
      ],
    ],
    [
      "similar to ElevenLabs with an API",
      [
        ["elevenlabs with an api", []],
        ["elevenlabs", ["api"]],
      ],
    ],
    [
      "instead of ChatGPT, self-hosted",
      [
        ["chatgpt self-hosted", []],
        ["chatgpt", ["selfHosted"]],
      ],
    ],
    ["cheaper than Jasper", [["jasper", ["cheaper"]]]],
    ["Cursor but cheaper", [["cursor", ["cheaper"]]]],
    [
      "I want something like Midjourney but free",
      [
        ["midjourney but free", []],
        ["midjourney", ["free"]],
      ],
    ],
    ["alterntives to midjurney", [["midjurney", []]]],
    ["duolingo like app", [["duolingo", []]]],
    ["Canva-like tools for Mac", [["canva", ["platform:macos"]]]],
    [
      "free notion like apps",
      [
        ["free notion", []],
        ["notion", ["free"]],
      ],
    ],
  ])("reads %j as the alternatives to a named tool", (text, readings) => {
    expect(readingsOf(text)).toEqual(readings);
  });

  it.each([
    ["ChatGPT vs Claude", ["chatgpt", "claude"]],
    ["notion ai versus obsidian", ["notion ai", "obsidian"]],
    ["Cursor vs. Windsurf vs GitHub Copilot", ["cursor", "windsurf", "github copilot"]],
    ["compare Grammarly and QuillBot", ["grammarly", "quillbot"]],
    ["difference between DeepL and Google Translate", ["deepl", "google translate"]],
    ["Suno compared to Udio", ["suno", "udio"]],
  ])("reads %j as a comparison", (text, sides) => {
    expect(readIntent(text)[0]).toMatchObject({ kind: "comparison", sides });
  });

  it.each([
    "midjourney",
    "make a song",
    "tools that write like me",
    "sounds like a person",
    "human-like voice",
    "write like a pro",
    "notion like ai",
    "alternatives",
    "write code",
    "free image generator",
    "vs code extension",
    "text to speech",
  ])("reads %j as plain words", (text) => {
    expect(readIntent(text)).toEqual([]);
  });

  it("writes the alternatives' query that it reads back, for every condition", () => {
    const all = on({
      free: true,
      cheaper: true,
      openSource: true,
      api: true,
      selfHosted: true,
      platform: "linux",
    });
    for (const filters of [NO_FILTERS, all, on({ free: true }), on({ platform: "macos" })]) {
      const [intent] = readIntent(alternativesQuery("Notion AI", filters));
      expect(intent?.kind).toBe("alternatives");
      if (intent?.kind !== "alternatives") continue;
      expect(intent.readings).toContainEqual({ subject: "notion ai", filters });
    }
  });
});

describe("reading a free plan asked for in a plain search", () => {
  it.each([
    ["free image generator", "image generator"],
    ["Image generator for free", "image generator"],
    ["best free ai writer", "best ai writer"],
    ["free", ""],
    ["gratis transcription", "transcription"],
    ["no cost video editor", "video editor"],
  ])("reads %j as %j with a free plan", (q, words) => {
    expect(freeAsked(q)).toEqual({ words });
  });

  it.each(["royalty free music", "copyright free images", "watermark free video editor"])(
    "does not read %j as a price",
    (q) => expect(freeAsked(q)).toBeNull(),
  );

  it("does not read a free trial, or a search without the word, as a free plan", () => {
    expect(freeAsked("video editor with a free trial")).toBeNull();
    expect(freeAsked("free trials of logo makers")).toBeNull();
    expect(freeAsked("freeform notes")).toBeNull();
    expect(freeAsked("image generator")).toBeNull();
  });
});
