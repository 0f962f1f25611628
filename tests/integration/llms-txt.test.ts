import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { FACT_LABELS, FACTS, factInWords, factValuesOfView } from "~/features/catalogue/facts";
import type { ApiTool } from "~/features/catalogue/schema";
import { markdownUrl } from "~/features/catalogue/tool-markdown";
import { markdownInline } from "~/lib/markdown";
import { createTool } from "../factories";
import { startTestServer } from "../setup/test-server";

// docs/product.md#llms-txt: /llms.txt as llmstxt.org describes it, every link in it answering,
// and each tool's listing in Markdown.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const get = (path: string) => fetch(`${server.baseUrl}${path}`);

async function apiTool(id: string) {
  return ((await (await get(`/api/v1/tools/${id}`)).json()) as { tool: ApiTool }).tool;
}

describe("/llms.txt", () => {
  it("has the site's name, a summary, sections of links and Optional last", async () => {
    const response = await get("/llms.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("etag")).toBeTruthy();
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("# AI Tools Directory");
    expect(lines.slice(1).find((line) => line.trim() !== "")).toMatch(/^> .+published tools/);
    const sections = lines.filter((line) => line.startsWith("## "));
    expect(sections).toEqual([
      "## Categories",
      expect.stringMatching(/^## (Most popular|Best-rated) tools$/),
      "## Alternatives",
      "## API and MCP",
      "## Optional",
    ]);
    // No other heading levels: the format has one H1 and H2 sections.
    expect(lines.filter((line) => /^#{3,} /.test(line))).toEqual([]);
  });

  it("links only addresses that answer 200", async () => {
    const text = await (await get("/llms.txt")).text();
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(60);
    const local = links.map((link) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    });
    const failures: string[] = [];
    for (const path of new Set(local)) {
      const response = await get(path);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${path}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("/llms.txt's popular tools", () => {
  it("lists the most saved, reviewed and viewed tools once there are such figures", async () => {
    await server.db.update(aiTools).set({ recentViews: 500 }).where(eq(aiTools.id, "aider"));
    await server.db.update(aiTools).set({ recentViews: 400 }).where(eq(aiTools.id, "rows"));
    try {
      // Another address than the one the page cache may hold.
      const text = await (await get("/llms.txt?after=figures")).text();
      const section = text.slice(
        text.indexOf("## Most popular tools"),
        text.indexOf("## Alternatives"),
      );
      const listed = [...section.matchAll(/\/tools\/([^/)]+)\.md\)/g)].map((match) => match[1]);
      expect(listed).toEqual(["aider", "rows"]);
    } finally {
      await server.db.update(aiTools).set({ recentViews: 0 }).where(eq(aiTools.id, "aider"));
      await server.db.update(aiTools).set({ recentViews: 0 }).where(eq(aiTools.id, "rows"));
    }
  });
});

describe("a tool's listing in Markdown", () => {
  it.each(["chatgpt", "midjourney", "n8n", "whisper", "weights-and-biases"])(
    "states %s's facts, sources, features, pros and cons as its listing does",
    async (id) => {
      const response = await get(`/tools/${id}.md`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(response.headers.get("etag")).toBeTruthy();
      const markdown = await response.text();
      const tool = await apiTool(id);
      expect(markdown.split("\n")[0]).toBe(`# ${markdownInline(tool.name)}`);
      const values = factValuesOfView(tool.facts);
      for (const fact of FACTS) {
        const row = markdown
          .split("\n")
          .find((line) => line.startsWith(`| ${FACT_LABELS[fact]} |`));
        expect(row, fact).toBeDefined();
        const words = factInWords(fact, values);
        expect(row, fact).toContain(`| ${markdownInline(words ?? "Not stated")} |`);
        const source = tool.facts[fact].source;
        if (source) expect(row, fact).toContain(`(${markdownUrl(source)})`);
        else expect(row, fact).toContain("none given");
      }
      for (const item of [...tool.features, ...tool.pros, ...tool.cons]) {
        expect(markdown).toContain(`- ${markdownInline(item)}`);
      }
      expect(markdown).toContain(`/go/${id}?source=other`);
      expect(markdown).toContain(`/tool/${id}/alternatives`);
    },
  );

  it("keeps a source address from ending its link or its table cell", () => {
    const url = markdownUrl("https://example.com/a|b)[x](https://elsewhere.example");
    expect(url).not.toMatch(/[|()\s<>]/);
    expect(decodeURIComponent(url)).toBe("https://example.com/a|b)[x](https://elsewhere.example");
  });

  it("is linked from the tool's page", async () => {
    const html = await (await get("/tool/chatgpt/chatgpt")).text();
    expect(html).toMatch(
      /<link rel="alternate" type="text\/markdown" href="[^"]*\/tools\/chatgpt\.md"/,
    );
  });

  it("answers 404 for an unknown, draft or archived tool, and for another file", async () => {
    const draft = await createTool(server.db, { status: "draft" });
    const archived = await createTool(server.db, { status: "archived" });
    for (const path of [
      "/tools/no-such-tool.md",
      `/tools/${draft.id}.md`,
      `/tools/${archived.id}.md`,
      "/tools/chatgpt.txt",
      "/tools/chatgpt",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
