import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { rankRating } from "~/features/catalogue/constants";
import { searchTools } from "~/features/catalogue/search.server";
import { prepareText } from "~/features/catalogue/ranking.server";
import { ToolQuerySchema, type ToolQueryInput } from "~/features/catalogue/schema";
import { queryRows } from "~/lib/db.server";
import { createTool } from "../factories";
import { openTestDatabase } from "../setup/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

async function search(q: string, input: ToolQueryInput = {}) {
  return searchTools(ToolQuerySchema.parse({ q, pageSize: "10", ...input }), database.db);
}
const ids = async (q: string, input: ToolQueryInput = {}) =>
  (await search(q, input)).tools.map((tool) => tool.id);

describe("ranked search (Best match)", () => {
  it("is the default order when there is text, and rating order stays the default without", () => {
    expect(ToolQuerySchema.parse({ q: "video" }).sort).toBe("relevance");
    expect(ToolQuerySchema.parse({}).sort).toBe("rating");
    expect(ToolQuerySchema.parse({ q: "  " }).sort).toBe("rating");
    expect(ToolQuerySchema.parse({ q: "video", sort: "newest" }).sort).toBe("newest");
  });

  it.each(["ChatGPT", "chatgpt", "chat gpt", "Chat-GPT", "CHAT GPT"])(
    "puts ChatGPT first for %j",
    async (q) => {
      expect((await ids(q))[0]).toBe("chatgpt");
    },
  );

  it.each([
    ["eleven labs", "elevenlabs"],
    ["git hub copilot", "github-copilot"],
    ["notion ai", "notion-ai"],
    ["lm studio", "lm-studio"],
  ])("finds a name typed with other spacing: %j", async (q, id) => {
    expect((await ids(q))[0]).toBe(id);
  });

  it.each([
    ["grammerly", "grammarly"],
    ["midjorney", "midjourney"],
    ["perplexcity", "perplexity"],
    ["stable difusion", "stable-diffusion"],
  ])("forgives a typo in a name: %j", async (q, id) => {
    expect((await ids(q))[0]).toBe(id);
  });

  it("forgives typos in the catalogue's own words and says how it read them", async () => {
    const read = await prepareText(database.db, "transcibe vidoe");
    expect(read.corrections).toEqual([
      { typed: "transcibe", read: "transcribe", kept: false },
      { typed: "vidoe", read: "video", kept: false },
    ]);
    const transcription = await ids("transcibe audio");
    expect(transcription.slice(0, 5)).toEqual(
      expect.arrayContaining(["whisper", "descript", "elevenlabs"]),
    );
    const editing = await ids("vidoe editing");
    expect(editing.slice(0, 3)).toEqual(expect.arrayContaining(["capcut"]));
  });

  it("finds the word meant by a typo of a short word, and the phrase a typo was in", async () => {
    // "imgae" shares too few letter triples with "image" for a similarity search to find it.
    expect((await prepareText(database.db, "imgae")).corrections).toEqual([
      { typed: "imgae", read: "image", kept: false },
    ]);
    // Read as "text to image" and "speech to text", the lexicon's phrases, in their order.
    const images = await ids("text to imgae");
    expect(images.slice(0, 5)).toEqual(expect.arrayContaining(["stable-diffusion", "flux"]));
    const speech = await ids("speach to text");
    expect(speech.slice(0, 3)).toEqual(expect.arrayContaining(["whisper", "deepgram"]));
    expect((await ids("text to speach")).slice(0, 3)).not.toContain("whisper");
  });

  it("says which typed words it read as other words, and only then", async () => {
    expect((await search("vidoe editing")).corrections).toEqual([
      { typed: "vidoe", read: "video", kept: false },
    ]);
    expect((await search("video editing")).corrections).toBeUndefined();
  });

  it("does not take a real word for a typo of another", async () => {
    const read = await prepareText(database.db, "homework");
    expect(read.corrections).toEqual([]);
    // Everyday words the listings do not use are meant as typed: not "weak", "kits" or "paid".
    for (const q of ["plan my week", "help my kids", "what was said on my calls"]) {
      expect((await search(q)).corrections, q).toBeUndefined();
    }
    // A real word still reads as the catalogue's when it is another form of it, or a slip for a
    // much more common word.
    expect((await prepareText(database.db, "math tutor")).corrections).toEqual([
      { typed: "math", read: "maths", kept: true },
    ]);
    expect((await prepareText(database.db, "meting notes")).corrections).toEqual([
      { typed: "meting", read: "meeting", kept: true },
    ]);
  });

  it.each([
    ["writng assistant", "writing assistant"],
    ["podcst editing", "podcast editing"],
    ["logo desinger", "logo designer"],
  ])("ranks %j as the same search spelt right", async (typed, meant) => {
    expect(await ids(typed)).toEqual(await ids(meant));
  });

  it("finds tools with most of the words when none has them all, more words first", async () => {
    const result = await search("customer support chatbot");
    const top = result.tools.slice(0, 4).map((tool) => tool.id);
    expect(top).toEqual(expect.arrayContaining(["intercom-fin", "tidio"]));
    for (const tool of result.tools.slice(0, 3)) {
      expect(tool.category).toContain("Customer Service");
    }
    expect(result.total).toBeGreaterThan(3);
  });

  it("asks a tool for most of the words that can match, not of every word typed", async () => {
    // "while" is an English stop word: it matches nothing, so three words count, and two of them
    // are enough, as for any three-word search.
    const read = await prepareText(database.db, "translate documents meetings while");
    expect(read.groups.map((group) => group[0])).toEqual(["translate", "documents", "meetings"]);
    expect(read.minimumMatch).toBe(2);
  });

  it("reads people's words as the catalogue's: a song is music, a spreadsheet is data", async () => {
    expect((await ids("make a song")).slice(0, 3)).toEqual(
      expect.arrayContaining(["suno", "udio"]),
    );
    expect((await ids("analyze spreadsheet data")).slice(0, 5)).toEqual(
      expect.arrayContaining(["julius-ai", "rows"]),
    );
  });

  it("puts video generators first for text to video, not voice tools", async () => {
    const result = await search("text to video");
    for (const tool of result.tools.slice(0, 5)) {
      expect(tool.category, tool.id).toContain("Video Editing");
    }
  });

  it("searches features and use cases too", async () => {
    // "Enhance Speech" is a feature of Adobe Podcast, not in its name or categories.
    expect((await ids("enhance speech")).slice(0, 3)).toContain("adobe-podcast");
  });

  it("finds a fragment of a name", async () => {
    expect(await ids("journ")).toContain("midjourney");
  });

  it("keeps filters and other sorts working with text", async () => {
    const free = await search("image", { pricing: "Free" });
    expect(free.tools.length).toBeGreaterThan(0);
    for (const tool of free.tools) expect(tool.pricing).toBe("Free");
    const byRating = await search("image generation", { sort: "rating" });
    const ratings = byRating.tools.map((tool) => rankRating(tool) ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(byRating.total).toBe((await search("image generation")).total);
  });

  it("counts every match exactly below 1,000, across all the pages", async () => {
    const first = await search("ai", { pageSize: "10" });
    expect(first.totalIsLowerBound).toBe(false);
    const seen = new Set(first.tools.map((tool) => tool.id));
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await search("ai", { pageSize: "10", page: String(page) });
      expect(next).toMatchObject({ total: first.total, totalIsLowerBound: false });
      for (const tool of next.tools) seen.add(tool.id);
    }
    expect(first.total).toBeGreaterThan(10);
    expect(seen.size).toBe(first.total);
  });

  it("answers nothing found for text that matches nothing", async () => {
    const result = await search("zzqxv plorkh");
    expect(result).toMatchObject({ total: 0, totalIsLowerBound: false, tools: [], pageCount: 0 });
  });

  it("finds nothing, without an error, for text made only of punctuation or stop words", async () => {
    // LIKE's wildcards among them are taken literally: they match no name.
    for (const q of ["!!!", "the of and", "'", "%_\\", "a"]) {
      const result = await search(q);
      expect(result, q).toMatchObject({ total: 0, totalIsLowerBound: false, tools: [] });
    }
  });
});

describe("words people type for tasks", () => {
  // Abbreviations, model and product names, brand names used for a kind of tool, short task
  // phrases and typos in them: the obvious tool among the first three.
  it.each([
    ["tts", "elevenlabs"],
    ["asr", "whisper"],
    ["stt api", "deepgram"],
    ["rag", "pinecone"],
    ["ide", "windsurf"],
    ["ui/ux design", "uizard"],
    ["gpt-4o", "chatgpt"],
    ["gpt 4", "chatgpt"],
    ["o1", "chatgpt"],
    ["claude sonnet", "claude"],
    ["llama 3", "ollama"],
    ["sdxl", "stable-diffusion"],
    ["dall-e 3", "bing-image-creator"],
    ["photoshop", "adobe-firefly"],
    ["google sheets", "rows"],
    ["zoom meetings", "zoom-ai-companion"],
    ["figma", "figma-make"],
    ["write code", "github-copilot"],
    ["fix bugs", "cursor"],
    ["edit video", "capcut"],
    ["remove background", "photoroom"],
    ["clone voice", "elevenlabs"],
    ["summarize pdf", "chatpdf"],
    ["take notes", "granola"],
    ["make slides", "gamma"],
    ["write emails", "superhuman-mail"],
    ["remvoe background", "remove-bg"],
    ["edit vidoes", "capcut"],
  ])("finds %j's obvious tool, %j, in the first three", async (q, id) => {
    expect((await ids(q)).slice(0, 3)).toContain(id);
  });

  it("ranks tools using a word above tools whose names merely contain its letters", async () => {
    const found = await ids("ide");
    expect(found.slice(0, 3)).not.toContain("ideogram");
    expect(found.slice(0, 3)).not.toContain("glide");
  });

  it("reads a brand named for a task as its kind: the tools doing the task come first", async () => {
    // Midjourney's listing says nothing of logos: the logo makers lead, and it is not listed.
    const logos = await ids("midjourney for logos");
    expect(logos.slice(0, 2)).toEqual(expect.arrayContaining(["looka", "ideogram"]));
    expect(logos).not.toContain("midjourney");
    // ChatGPT's listing does analyse spreadsheets: it stays, below the spreadsheet tools.
    const sheets = await ids("chatgpt for spreadsheets");
    expect(sheets.slice(0, 2)).toEqual(expect.arrayContaining(["julius-ai", "rows"]));
    expect(sheets).toContain("chatgpt");
    // A name that is also a common word is read as the word.
    expect((await ids("captions for videos")).slice(0, 3)).toContain("captions");
    // Without "for", a name and its facet still find the tool first.
    expect((await ids("whisper api"))[0]).toBe("whisper");
  });

  it("reads a product the catalogue does not list, named for a task, as its kind", async () => {
    // The presentation makers lead; spreadsheet tools, Excel's kind, do not crowd them out.
    const slides = await ids("excel for presentations");
    expect(slides.slice(0, 3)).toEqual(expect.arrayContaining(["beautiful-ai", "gamma"]));
    expect(slides.slice(0, 5)).not.toContain("rows");
    expect((await ids("stack overflow for sql"))[0]).toBe("hex");
    const read = await prepareText(database.db, "excel for presentations");
    expect(read.boosts).toEqual([expect.arrayContaining(["excel", "spreadsheet"])]);
    // A task no listing has a word for: the brand's kind is found rather than nothing.
    expect((await prepareText(database.db, "google scholar for medicine")).boosts).toBeUndefined();
    expect(await ids("google scholar for medicine")).toContain("semantic-scholar");
    // The brand alone, or without "for", is still the kind it stands for.
    expect((await ids("excel")).slice(0, 3)).toContain("rows");
  });
});

describe("the catalogue's word list", () => {
  const termCount = async (term: string) => {
    const [row] = await queryRows<{ documents: number }>(
      database.db,
      sql`SELECT documents FROM search_terms WHERE term = ${term}`,
    );
    return row?.documents ?? 0;
  };

  it("counts the tools that use each word, and follows inserts, edits and deletes", async () => {
    expect(await termCount("transcribe")).toBeGreaterThan(0);
    expect(await termCount("quokkascribe")).toBe(0);
    const tool = await createTool(database.db, {
      id: "quokka-notes",
      name: "Quokkascribe",
      shortDescription: "Quokkascribe turns recorded lectures into tidy study notes.",
    });
    expect(await termCount("quokkascribe")).toBe(1);
    // A typo of the new word is now read as it.
    expect((await prepareText(database.db, "quokascribe")).corrections).toEqual([
      { typed: "quokascribe", read: "quokkascribe", kept: false },
    ]);
    await database.db
      .update(aiTools)
      .set({ name: "Lecture Notes", shortDescription: "Turns lectures into tidy study notes." })
      .where(sql`${aiTools.id} = ${tool.id}`);
    expect(await termCount("quokkascribe")).toBe(0);
    const lectures = await termCount("lectures");
    await database.db.delete(aiTools).where(sql`${aiTools.id} = ${tool.id}`);
    expect(await termCount("lectures")).toBe(lectures - 1);
  });

  /** The word list as counted from scratch: what the trigger must keep it equal to. */
  const recount = () =>
    queryRows<{ term: string; documents: number }>(
      database.db,
      sql`SELECT term, count(*)::int AS documents
          FROM ai_tools, unnest(tool_search_terms(name, category, shortdescription, description,
                                                  features, usecases)) AS term
          WHERE status = 'published' GROUP BY term ORDER BY term`,
    );
  const stored = () =>
    queryRows<{ term: string; documents: number }>(
      database.db,
      sql`SELECT term, documents FROM search_terms ORDER BY term`,
    );

  it("is not written when an update leaves the words and the status as they were", async () => {
    const version = async () => {
      const [row] = await queryRows<{ version: string }>(
        database.db,
        sql`SELECT xmin::text AS version FROM search_terms WHERE term = 'transcribe'`,
      );
      return row!.version;
    };
    const before = await version();
    // What Refresh Metadata writes, for every tool at once.
    await database.db.execute(sql`UPDATE ai_tools SET website_answered_at = current_date`);
    expect(await version()).toBe(before);
  });

  it("equals a recount after edits, status changes and statements over many tools", async () => {
    await createTool(database.db, {
      id: "wombat-words",
      name: "Wombatwords",
      shortDescription: "Wombatwords checks grammar in long documents for students.",
    });
    await database.db.execute(
      sql`UPDATE ai_tools SET status = 'draft' WHERE id IN ('chatgpt', 'wombat-words')`,
    );
    await database.db.execute(
      sql`UPDATE ai_tools SET name = name || ' Plus', status = 'published'
          WHERE id IN (SELECT id FROM ai_tools ORDER BY id LIMIT 20)`,
    );
    await database.db.execute(
      sql`UPDATE ai_tools SET status = 'published' WHERE id IN ('chatgpt', 'wombat-words')`,
    );
    await database.db.execute(
      sql`UPDATE ai_tools SET status = 'archived' WHERE id IN (SELECT id FROM ai_tools ORDER BY id DESC LIMIT 5)`,
    );
    await database.db.execute(sql`DELETE FROM ai_tools WHERE id = 'wombat-words'`);
    expect(await stored()).toEqual(await recount());
  });
});
