import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, BLOG_SLUGS } from "./constants";
import { blogFeed } from "./feed.server";
import {
  listArticles,
  listArticlesWithBody,
  listTopics,
  readArticle,
  readingTime,
} from "./queries.server";
import { CommentSchema } from "./schema";

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("the bundled articles", () => {
  it("are the six of the spec, in its order, the featured one newest", () => {
    const articles = listArticles();
    expect(articles.map((article) => article.slug)).toEqual([...BLOG_SLUGS]);
    const [featured, ...rest] = articles;
    for (const article of rest) expect(featured!.date > article.date).toBe(true);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it.each(BLOG_SLUGS)("%s is a real article with local images", (slug) => {
    const article = readArticle(slug);
    expect(article.words).toBeGreaterThanOrEqual(800);
    expect(article.html).toContain("<h2 id=");
    expect(article.html).not.toMatch(/<script|javascript:/i);
    expect(existsSync(publicFile(article.coverImage))).toBe(true);
    expect(existsSync(publicFile(article.author.avatar))).toBe(true);
    expect(article.readingTime).toBe(readingTime(article.words));
  });

  it("gives the featured guide the spec's '14 min read', computed from its text", () => {
    expect(readArticle(BLOG_SLUGS[0]).readingTime).toBe("14 min read");
    expect(readingTime(0)).toBe("1 min read");
    expect(readingTime(2200)).toBe("10 min read");
  });

  it("lists each tag once as a topic, the most used first", () => {
    const topics = listTopics();
    const tags = new Set(listArticles().flatMap((article) => article.tags));
    expect(topics.map((topic) => topic.tag).sort()).toEqual([...tags].sort());
    const counts = topics.map((topic) => topic.articles);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("makes a feed of every article with escaped text", () => {
    const xml = blogFeed(listArticlesWithBody(), "https://example.com");
    expect(xml.match(/<item>/g)).toHaveLength(BLOG_SLUGS.length);
    expect(xml).toContain("<link>https://example.com/blog/future-of-ai-tools-2023</link>");
    expect(xml).not.toMatch(/<title>[^<]*&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("the comment schema", () => {
  it("trims, and refuses blank, too long and non-text comments", () => {
    expect(CommentSchema.parse({ comment: "  Nice  " })).toEqual({ comment: "Nice", name: null });
    expect(CommentSchema.parse({ comment: "Nice", name: "  Ada " })).toEqual({
      comment: "Nice",
      name: "Ada",
    });
    expect(CommentSchema.safeParse({ comment: "   " }).success).toBe(false);
    expect(CommentSchema.safeParse({ comment: "x".repeat(2001) }).success).toBe(false);
    expect(CommentSchema.safeParse({ comment: 5 }).error?.issues[0]?.message).toBe(
      "The comment must be text.",
    );
    expect(CommentSchema.safeParse({}).error?.issues[0]?.message).toBe("A comment is required.");
    expect(CommentSchema.safeParse({ comment: "Hi", name: 5 }).error?.issues[0]?.message).toBe(
      "Your name must be text.",
    );
  });
});
