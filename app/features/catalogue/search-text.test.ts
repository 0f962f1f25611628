import { describe, expect, it } from "vitest";
import lexicon from "../../../content/search/lexicon.json";
import { readCatalogue } from "./catalogue-files.server";
import { LexiconSchema, MAX_SEARCH_TERMS, minimumMatch, parseSearchText } from "./search-text";
import { readQuery } from "./tool";

const texts = (q: string) => parseSearchText(q).terms.map((term) => term.text);

describe("parseSearchText", () => {
  it("drops the words that say nothing about the tool wanted", () => {
    expect(texts("I want an AI tool to make a song")).toEqual(["song"]);
    expect(texts("best app for meeting notes")).toEqual(["meeting", "notes"]);
  });

  it("reads a question for the need it asks about", () => {
    expect(texts("which tool can summarise my zoom calls")).toEqual(["summarise", "zoom", "calls"]);
    expect(texts("is there an app that reads pdfs out loud")).toEqual([
      "reads",
      "pdfs",
      "out loud",
    ]);
    expect(texts("how do I build a website without coding")).toEqual([
      "build",
      "website",
      "without coding",
    ]);
  });

  it("keeps the words when every one of them is filler", () => {
    expect(texts("AI tools")).toEqual(["ai", "tools"]);
  });

  it("keeps lexicon phrases together and gives their synonyms", () => {
    const { terms } = parseSearchText("Text to Speech for my videos");
    expect(terms[0]).toEqual({
      text: "text to speech",
      synonyms: expect.arrayContaining(["voice generation"]),
    });
    expect(terms.map((term) => term.text)).toEqual(["text to speech", "videos"]);
  });

  it("gives the catalogue's words for the words people type", () => {
    const synonyms = (word: string) => parseSearchText(word).terms[0]?.synonyms;
    expect(synonyms("song")).toContain("music");
    expect(synonyms("chatbot")).toContain("conversational");
    expect(synonyms("spreadsheet")).toContain("data analysis");
  });

  it("reads a plural as the singular the lexicon lists, and never the other way", () => {
    const synonyms = (word: string) => parseSearchText(word).terms[0]?.synonyms;
    expect(synonyms("essays")).toEqual(["essay", "writing", "academic"]);
    expect(synonyms("voiceovers")).toContain("voiceover");
    expect(synonyms("summaries")).toEqual(expect.arrayContaining(["summary", "summarize"]));
    // "photos" is in the lexicon; "photo" is left out of it on purpose.
    expect(synonyms("photo")).toEqual([]);
    expect(synonyms("business")).toEqual([]);
  });

  it("reads a phrase whose last word is a plural as the phrase the lexicon lists", () => {
    const { terms } = parseSearchText("ai for support teams");
    expect(terms.map((term) => term.text)).toEqual(["support teams"]);
    expect(terms[0]!.synonyms).toEqual(
      expect.arrayContaining(["support team", "customer service"]),
    );
  });

  it("drops the empty half of a two-word compound, and keeps the compounds that mean something", () => {
    expect(texts("AI-powered note taking")).toEqual(["note taking"]);
    expect(texts("ai-based translation")).toEqual(["translation"]);
    expect(texts("code editor with built-in ai")).toEqual(["code", "editor"]);
    // Known with spaces, it is the lexicon's phrase.
    expect(texts("note-taking app")).toEqual(["note taking"]);
    // Known as written, or longer than two words, it stays as typed.
    expect(texts("no-code to-do app")).toEqual(["no-code", "to-do"]);
    expect(texts("image-to-video")).toEqual(["image-to-video"]);
    expect(texts("step-by-step maths")).toEqual(["step-by-step", "maths"]);
  });

  it("drops the words that only praise or date a tool, and the length of a list asked for", () => {
    expect(texts("most popular ai chatbot")).toEqual(["chatbot"]);
    expect(texts("best image generator 2025")).toEqual(["image", "generator"]);
    expect(texts("top 5 video generators")).toEqual(["video", "generators"]);
    // A number that names something stays: a model's version, a resolution, a dimension.
    expect(texts("3d model generator")).toEqual(["3d", "model", "generator"]);
    expect(texts("4k upscaler")).toEqual(["4k", "upscaler"]);
  });

  it("reads punctuation, case and repeats the way a person means them", () => {
    expect(texts("No-Code  website, website!")).toEqual(["no-code", "website"]);
    expect(texts("Claude's API")).toEqual(["claude", "api"]);
    expect(texts("GPT-4.1 vs. c++")).toEqual(["gpt-4.1", "vs", "c++"]);
  });

  it("reads a model's version as its family", () => {
    const synonyms = (text: string) => parseSearchText(text).terms[0]?.synonyms;
    expect(synonyms("gpt-4o")).toEqual(expect.arrayContaining(["gpt", "chatgpt"]));
    expect(synonyms("gpt4")).toEqual(expect.arrayContaining(["gpt", "chatgpt"]));
    expect(synonyms("dall-e-3")).toContain("dall-e");
    expect(synonyms("mp2")).toEqual([]);
    expect(synonyms("mp3")).toContain("audio");
    expect(texts("llama 3.1")).toEqual(["llama"]);
    expect(texts("Midjourney v6 vs claude 3.5 sonnet")).toEqual([
      "midjourney",
      "vs",
      "claude",
      "sonnet",
    ]);
    expect(texts("3d")).toEqual(["3d"]);
    expect(texts("vercel v0")).toEqual(["vercel", "v0"]);
  });

  it(`keeps at most ${MAX_SEARCH_TERMS} terms`, () => {
    const long = "one two three four five six seven eight nine ten eleven";
    expect(parseSearchText(long).terms).toHaveLength(MAX_SEARCH_TERMS);
  });

  it("asks for most of the terms", () => {
    expect([1, 2, 3, 4, 5, 6, 8].map(minimumMatch)).toEqual([1, 2, 2, 3, 4, 4, 6]);
    expect(minimumMatch(parseSearchText("customer support chatbot").terms.length)).toBe(2);
    expect(minimumMatch(parseSearchText("").terms.length)).toBe(1);
  });
});

describe("content/search/lexicon.json", () => {
  const { entries } = readCatalogue();
  const catalogueText = entries
    .map((entry) =>
      [
        entry.name,
        entry.shortDescription,
        entry.description,
        ...entry.category,
        ...entry.features,
        ...entry.useCases,
      ].join(" "),
    )
    .join(" \n ")
    .toLowerCase();

  it("is valid", () => {
    expect(LexiconSchema.safeParse(lexicon).success).toBe(true);
  });

  it("leads every word people type to words the catalogue uses", () => {
    const { synonyms } = LexiconSchema.parse(lexicon);
    const unused = Object.entries(synonyms).filter(
      ([, targets]) => !targets.some((target) => catalogueText.includes(target)),
    );
    expect(unused.map(([key]) => key)).toEqual([]);
  });

  it("names as brands only products the catalogue does not list, each with its synonyms", () => {
    const { brands } = LexiconSchema.parse(lexicon);
    const listed = new Set(entries.map((entry) => entry.name.toLowerCase()));
    expect(brands.filter((brand) => listed.has(brand))).toEqual([]);
    const unknown = { ...lexicon, brands: [...brands, "quokkasheets"] };
    expect(LexiconSchema.safeParse(unknown).success).toBe(false);
  });

  it("never ignores a word it also gives synonyms for", () => {
    const { synonyms, ignore } = LexiconSchema.parse(lexicon);
    expect(ignore.filter((word) => word in synonyms)).toEqual([]);
  });
});

describe("readQuery", () => {
  it("shows the search as it was read, word for word, keeping the rest as typed", () => {
    const corrections = [{ typed: "vidoe", read: "video" }];
    expect(readQuery("Vidoe editing for vidoes", corrections)).toBe("video editing for vidoes");
    expect(readQuery("editing", corrections)).toBe("editing");
    expect(readQuery("c++ (test)", [{ typed: "c++", read: "cpp" }])).toBe("cpp (test)");
  });
});
