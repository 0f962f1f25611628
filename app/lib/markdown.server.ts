import { Marked } from "marked";
import { parse as parseYaml } from "yaml";

export type MarkdownDocument = {
  /** The YAML front matter, unchecked (each caller validates it with its own schema). */
  frontMatter: unknown;
  /** The Markdown after the front matter. */
  body: string;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file into its YAML front matter and its body. */
export function splitFrontMatter(source: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  return { frontMatter: parseYaml(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}

const markdown = new Marked({ gfm: true, async: false });

/**
 * Our own Markdown (bundled articles and pages) to HTML. Only for content shipped with the site:
 * visitors' text is never passed through here.
 */
export function renderMarkdown(body: string): string {
  // Wide tables scroll inside their own box on narrow screens instead of widening the page.
  return (
    markdown
      .parse(body, { async: false })
      .replaceAll("<table>", '<div class="overflow-x-auto"><table>')
      .replaceAll("</table>", "</table></div>")
      // Sections can be linked to: "How the editor's rating is set" is #how-the-editors-rating-is-set.
      .replace(
        /<h([23])>([\s\S]*?)<\/h\1>/g,
        (_, level: string, inner: string) =>
          `<h${level} id="${headingId(inner)}">${inner}</h${level}>`,
      )
  );
}

/** A heading's anchor: its words in lower case joined by hyphens. */
function headingId(html: string) {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z0-9#]+;/gi, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The words a reader reads: the rendered text without tags, entities or code markers. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z0-9#]+;/gi, " ")
    .replace(/[^\p{L}\p{N}'’-]+/gu, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
