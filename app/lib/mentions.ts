import { escapeRegExp } from "./regexp";

// Links an article's mentions of things that have pages of their own (the catalogue's tools),
// in HTML we rendered from our own Markdown.

/** Text inside these elements is left alone: links, code, and headings. */
const SKIPPED = new Set(["a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6"]);

/** Names of a single character or two are too likely to be ordinary words. */
const MIN_NAME_CHARS = 3;

/** Mentions are at most this many words long (the longest tool names). */
const MAX_NAME_WORDS = 4;

/** What a name is looked up by: its letters and digits, lowercased (as the tool table's name_key). */
export function nameKey(name: string) {
  return name.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();
}

/** The HTML split into tags and the text between them, with whether each text may be linked. */
function pieces(html: string): { text: string; linkable: boolean }[] {
  const result: { text: string; linkable: boolean }[] = [];
  const open: string[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part === "") continue;
    const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
    if (tag) {
      const name = tag[2]!.toLowerCase();
      if (SKIPPED.has(name)) {
        if (tag[1]) open.splice(open.lastIndexOf(name), 1);
        else if (!part.endsWith("/>")) open.push(name);
      }
      result.push({ text: part, linkable: false });
    } else {
      result.push({ text: part, linkable: open.length === 0 });
    }
  }
  return result;
}

/**
 * The keys of every run of one to four words in the HTML's linkable text: the names it may
 * mention, to look up.
 */
export function mentionKeys(html: string): string[] {
  const keys = new Set<string>();
  for (const { text, linkable } of pieces(html)) {
    if (!linkable) continue;
    const words = text.split(/[\s,;:!?()"“”]+/).filter((word) => nameKey(word) !== "");
    for (let start = 0; start < words.length; start++) {
      for (let length = 1; length <= MAX_NAME_WORDS && start + length <= words.length; length++) {
        const key = nameKey(words.slice(start, start + length).join(" "));
        if (key.length >= MIN_NAME_CHARS) keys.add(key);
      }
    }
  }
  return [...keys];
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The HTML with the first mention of each name, written exactly so and as a whole word, made a
 * link to its page. Longer names are linked first ("Google Gemini" before "Gemini").
 */
export function linkMentions(html: string, targets: readonly { name: string; href: string }[]) {
  const parts = pieces(html);
  const ordered = targets
    .filter((target) => target.name.length >= MIN_NAME_CHARS)
    .sort((a, b) => b.name.length - a.name.length);
  for (const { name, href } of ordered) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(escapeHtml(name))}(?![\\p{L}\\p{N}])`,
      "u",
    );
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!;
      if (!part.linkable) continue;
      const match = pattern.exec(part.text);
      if (!match) continue;
      const before = part.text.slice(0, match.index);
      const after = part.text.slice(match.index + match[0].length);
      parts.splice(
        index,
        1,
        { text: before, linkable: true },
        {
          text: `<a href="${escapeHtml(href).replaceAll('"', "&quot;")}">${match[0]}</a>`,
          linkable: false,
        },
        { text: after, linkable: true },
      );
      break;
    }
  }
  return parts.map((part) => part.text).join("");
}
