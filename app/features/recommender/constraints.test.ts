import { describe, expect, it } from "vitest";
import { parseNeed, type Constraints } from "./constraints";

/** "kind/strength", with ":platform" and "!" for strictly free; sorted. */
function summary(parsed: Constraints) {
  return parsed.constraints
    .map(
      (c) => `${c.kind}${c.platform ? `:${c.platform}` : ""}${c.strict ? "!" : ""}/${c.strength}`,
    )
    .sort();
}

type Row = {
  need: string;
  constraints: string[];
  waived?: string[];
  task?: string;
  notes?: RegExp;
};

const TABLE: Row[] = [
  // Money.
  {
    need: "I need a free tool to transcribe my meetings",
    constraints: ["free/hard"],
    task: "transcribe meetings",
  },
  { need: "It must be free and summarise long PDFs", constraints: ["free/hard"] },
  { need: "Ideally free meeting notes", constraints: ["free/soft"], task: "meeting notes" },
  {
    need: "We have no budget, so a logo maker for free",
    constraints: ["free/hard"],
    task: "logo maker",
  },
  { need: "I want to make videos without paying anything", constraints: ["free/hard"] },
  {
    need: "A completely free video editor for Android",
    constraints: ["free!/hard", "platform:android/soft"],
    task: "video editor",
  },
  {
    need: "Something cheap for image generation",
    constraints: ["budget/soft"],
    task: "image generation",
  },
  { need: "An affordable, low cost copywriting assistant", constraints: ["budget/soft"] },
  {
    need: "Image generation under $20/month",
    constraints: ["budget/soft"],
    notes: /Prices are not recorded in the directory, so "under \$20\/month" could not be checked/,
  },
  {
    need: "Pay as you go image generation, no subscription",
    constraints: ["no-subscription/hard", "pay-per-use/soft"],
  },
  { need: "A voice generator that works with credits", constraints: ["pay-per-use/soft"] },
  {
    need: "A one-time purchase photo editor",
    constraints: ["one-time/soft"],
    notes: /one-time payment is not recorded/,
  },
  // Negations and waivers: never read as the opposite.
  {
    need: "Doesn't need to be free, but must have an API",
    constraints: ["api/hard"],
    waived: ["free"],
  },
  {
    need: "It doesn't have to be free or open source, just a great video editor",
    constraints: [],
    waived: ["free", "open-source"],
    task: "video editor",
  },
  { need: "No API needed, I just want to write blog posts", constraints: [], waived: ["api"] },
  {
    need: "Free is not required, we need the best code assistant",
    constraints: [],
    waived: ["free"],
    task: "code assistant",
  },
  {
    need: "I don't care about open source; summarise research papers",
    constraints: [],
    waived: ["open-source"],
  },
  {
    need: "Free or paid, I need transcription for Zoom calls",
    constraints: ["platform:zoom/soft"],
    waived: ["budget", "free"],
  },
  {
    need: "Price doesn't matter, I want the best image generator",
    constraints: [],
    waived: ["budget", "free"],
  },
  { need: "An ad blocker-like reader with no ads that is free", constraints: ["free/hard"] },
  { need: "Feel free to suggest anything for hands-free note taking", constraints: [] },
  // Open source, self-hosting, running locally, privacy.
  {
    need: "Only open source image generators",
    constraints: ["open-source/hard"],
    task: "image generators",
  },
  {
    need: "A self-hosted workflow automation tool",
    constraints: ["self-hosted/hard"],
    task: "workflow automation",
  },
  {
    need: "Something I can run on my own server to chat with documents",
    constraints: ["self-hosted/hard"],
  },
  { need: "A chatbot that runs locally and works offline", constraints: ["offline/hard"] },
  { need: "Ideally open source, for transcribing interviews", constraints: ["open-source/soft"] },
  {
    need: "A GDPR compliant support chatbot, my data stays in the EU",
    constraints: ["privacy/soft"],
    notes: /Compliance \(such as "GDPR compliant"\) is not recorded/,
  },
  // An API.
  { need: "It has to have an API for generating images", constraints: ["api/hard"] },
  { need: "Speech to text I can integrate into my app", constraints: ["api/hard"] },
  { need: "Transcribe audio programmatically from Python", constraints: ["api/hard"] },
  { need: "A writing assistant, nice if it had an API", constraints: ["api/soft"] },
  { need: "Must work offline, an API would be nice", constraints: ["api/soft", "offline/hard"] },
  {
    need: "Write documentation for my REST API",
    constraints: [],
    task: "write documentation rest api",
  },
  // Team or solo.
  { need: "A whiteboard my team can use to collaborate on ideas", constraints: ["team/soft"] },
  { need: "For myself: a planner for my freelance work", constraints: ["solo/soft"] },
  // Platforms.
  {
    need: "Meeting notes on my iPhone and Android tablet",
    constraints: ["platform:android/soft", "platform:ios/soft"],
  },
  {
    need: "A Chrome extension that summarises articles",
    constraints: ["platform:browser-extension/soft"],
    task: "summarises articles",
  },
  { need: "Must work in VS Code", constraints: ["platform:vs-code/hard"], task: "VS Code" },
  {
    need: "Summarise threads, Slack integration would be nice",
    constraints: ["platform:slack/soft"],
    task: "summarise threads",
  },
  {
    need: "A desktop app for Mac that dictates text",
    constraints: ["platform:desktop/soft", "platform:mac/soft"],
  },
  // Several at once, each with its own strength.
  {
    need: "Must be open source and self-hosted, ideally with an API",
    constraints: ["api/soft", "open-source/hard", "self-hosted/hard"],
  },
  {
    need: "Must have an API, but free would be a bonus",
    constraints: ["api/hard", "free/soft"],
  },
  {
    need: "It must be free, ideally open source, for my team to translate documents",
    constraints: ["free/hard", "open-source/soft", "team/soft"],
  },
];

describe("parseNeed", () => {
  it("has a table of at least 30 needs", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)("$need", (row) => {
    const parsed = parseNeed(row.need);
    expect(summary(parsed)).toEqual([...row.constraints].sort());
    if (row.waived) expect(parsed.waived.map((w) => w.kind).sort()).toEqual(row.waived.sort());
    if (row.task !== undefined) expect(parsed.task).toBe(row.task);
    if (row.notes) expect(parsed.notes.join(" ")).toMatch(row.notes);
    else expect(parsed.notes).toEqual([]);
  });

  it("keeps the phrase each condition came from", () => {
    const parsed = parseNeed("It must be free, ideally with an API, and run on my Mac");
    expect(parsed.constraints.map((c) => c.phrase)).toEqual(["free", "an API", "Mac"]);
  });

  it("reads a negated condition as waived, never as its opposite", () => {
    for (const need of [
      "doesn't need to be free",
      "it is fine if it is not free",
      "not necessarily open source",
      "an API is not required",
      "no need for an API",
    ]) {
      const parsed = parseNeed(`${need}, for writing essays`);
      expect(parsed.constraints, need).toEqual([]);
      expect(parsed.waived.length, need).toBeGreaterThan(0);
    }
  });

  it("leaves the task words for the search", () => {
    expect(
      parseNeed("A free tool with an API to remove backgrounds from product photos").task,
    ).toBe("remove backgrounds product photos");
  });
});
