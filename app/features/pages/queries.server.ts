import { readFileSync } from "node:fs";
import path from "node:path";
import { longDate } from "~/lib/dates";
import { renderMarkdown, splitFrontMatter } from "~/lib/markdown.server";
import { PageFrontMatterSchema, type ContentPage, type ContentPageName } from "./schema";

export const PAGES_DIR = path.resolve(process.cwd(), "content/pages");

const cache = new Map<ContentPageName, ContentPage>();

/** Reads, checks and renders content/pages/{name}.md (once per process in production). */
export function getContentPage(name: ContentPageName, dir = PAGES_DIR): ContentPage {
  const cached = dir === PAGES_DIR ? cache.get(name) : undefined;
  if (cached) return cached;
  const file = path.join(dir, `${name}.md`);
  const { frontMatter, body } = splitFrontMatter(readFileSync(file, "utf8"));
  const parsed = PageFrontMatterSchema.safeParse(frontMatter);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Bad front matter in ${file}:\n  ${problems.join("\n  ")}`);
  }
  const page: ContentPage = {
    ...parsed.data,
    name,
    updatedLabel: longDate(parsed.data.updated),
    html: renderMarkdown(body),
  };
  if (process.env.NODE_ENV === "production" && dir === PAGES_DIR) cache.set(name, page);
  return page;
}
