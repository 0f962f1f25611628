import { readFileSync } from "node:fs";
import path from "node:path";
import { longDate } from "~/lib/dates";
import { countWords, renderMarkdown, splitFrontMatter } from "~/lib/markdown.server";
import { mentionKeys } from "~/lib/mentions";
import { BLOG_SLUGS, WORDS_PER_MINUTE } from "./constants";
import { ArticleFrontMatterSchema, type Article, type ArticleSummary } from "./schema";

export const BLOG_DIR = path.resolve(process.cwd(), "content/blog");

/** "14 min read" for a text of this many words. */
export function readingTime(words: number) {
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/** Reads, checks and renders one article file; a broken file fails loudly with its name. */
export function readArticle(slug: string, dir = BLOG_DIR): Article & { words: number } {
  const file = path.join(dir, `${slug}.md`);
  const { frontMatter, body } = splitFrontMatter(readFileSync(file, "utf8"));
  const parsed = ArticleFrontMatterSchema.safeParse(frontMatter);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Bad front matter in ${file}:\n  ${problems.join("\n  ")}`);
  }
  const html = renderMarkdown(body);
  const words = countWords(html);
  return {
    ...parsed.data,
    slug,
    dateLabel: longDate(parsed.data.date),
    readingTime: readingTime(words),
    html,
    words,
  };
}

let cache: Article[] | undefined;

/** Every article in the spec's order, read once per process (each time in development). */
function allArticles(): Article[] {
  if (cache) return cache;
  const articles = BLOG_SLUGS.map((slug) => {
    const { words: _words, ...article } = readArticle(slug);
    return article;
  });
  if (process.env.NODE_ENV === "production") cache = articles;
  return articles;
}

function summary({ html: _html, ...article }: Article): ArticleSummary {
  return article;
}

/** The articles for the index: the first is the featured one. */
export function listArticles(): ArticleSummary[] {
  return allArticles().map(summary);
}

/** Every article with its body, in the spec's order (for the feed). */
export function listArticlesWithBody(): Article[] {
  return allArticles();
}

/** One article by slug, or null. */
export function getArticle(slug: string): Article | null {
  return allArticles().find((article) => article.slug === slug) ?? null;
}

const mentionKeysOf = new WeakMap<Article, string[]>();

/**
 * The names an article's text may mention (see `mentionKeys`), worked out once per article as
 * read (in production, once per process; kept apart from the article, which goes to the page).
 */
export function articleMentionKeys(article: Article): string[] {
  let keys = mentionKeysOf.get(article);
  if (!keys) {
    keys = mentionKeys(article.html);
    mentionKeysOf.set(article, keys);
  }
  return keys;
}

/** Whether an article has this slug. */
export function isArticleSlug(slug: string) {
  return (BLOG_SLUGS as readonly string[]).includes(slug);
}

/** Popular Topics: the distinct tags, the most used first, then alphabetically. */
export function listTopics(): { tag: string; articles: number }[] {
  const counts = new Map<string, number>();
  for (const article of allArticles()) {
    for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, articles]) => ({ tag, articles }))
    .sort((a, b) => b.articles - a.articles || a.tag.localeCompare(b.tag));
}
