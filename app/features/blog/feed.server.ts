import { BLOG_DESCRIPTION, BLOG_TITLE } from "./constants";
import type { Article } from "./schema";

function escapeXml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

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
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <content:encoded>${cdata(article.html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const latest = sorted[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(BLOG_TITLE)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(latest
      ? [`    <lastBuildDate>${new Date(`${latest.date}T12:00:00Z`).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
