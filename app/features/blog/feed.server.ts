import { BLOG_DESCRIPTION, BLOG_TITLE } from "./constants";
import type { Article } from "./schema";
import { escapeMarkup } from "~/lib/markup";

function cdata(html: string) {
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** RSS 2.0 for the blog, newest article first, each with its full text. */
export function blogFeed(articles: Article[], origin: string) {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const items = sorted.map((article) => {
    const url = `${origin}/blog/${article.slug}`;
    return [
      "    <item>",
      `      <title>${escapeMarkup(article.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeMarkup(article.author.name)}</dc:creator>`,
      `      <category>${escapeMarkup(article.category)}</category>`,
      ...article.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      `      <description>${escapeMarkup(article.excerpt)}</description>`,
      `      <content:encoded>${cdata(article.html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const latest = sorted[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(BLOG_TITLE)}</title>`,
    `    <link>${escapeMarkup(`${origin}/blog`)}</link>`,
    `    <description>${escapeMarkup(BLOG_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeMarkup(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(latest
      ? [`    <lastBuildDate>${new Date(`${latest.date}T12:00:00Z`).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
