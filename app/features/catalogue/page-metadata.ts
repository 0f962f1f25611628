// What a tool's web page says about itself: its title, its description and the images it
// declares as its icon, read from the page's HTML without running it.

export type PageMetadata = {
  title: string | null;
  description: string | null;
  /** Icons the page declares, best first (large touch icons, then icons, then its share image). */
  icons: URL[];
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text as one line of at most `max` characters, or null when there is none. */
function clean(text: string | undefined, max: number) {
  if (!text) return null;
  const line = decodeEntities(text).replace(/\s+/g, " ").trim();
  if (!line) return null;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The attributes of one tag, names lower-cased. */
function attributes(tag: string) {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? "";
  }
  return found;
}

function resolve(href: string | undefined, base: URL) {
  if (!href) return null;
  try {
    const url = new URL(decodeEntities(href.trim()), base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The page's title, description and declared icons; `base` resolves relative addresses. */
export function readPageMetadata(html: string, base: URL): PageMetadata {
  // Only the head matters, and stopping there keeps a huge body from costing anything.
  const end = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = end === -1 ? html : html.slice(0, end);
  const title = /<title[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  let description: string | undefined;
  let shareDescription: string | undefined;
  let shareTitle: string | undefined;
  const touchIcons: URL[] = [];
  const icons: URL[] = [];
  const images: URL[] = [];
  let documentBase = base;
  for (const [tag] of head.matchAll(/<(meta|link|base)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const kind = tag.slice(1, 5).toLowerCase();
    if (kind === "base") {
      documentBase = resolve(attrs.href, base) ?? documentBase;
    } else if (kind === "meta") {
      const key = (attrs.name ?? attrs.property ?? "").toLowerCase();
      if (key === "description") description ??= attrs.content;
      if (key === "og:description") shareDescription ??= attrs.content;
      if (key === "og:title") shareTitle ??= attrs.content;
      if (key === "og:image" || key === "og:image:url") {
        const url = resolve(attrs.content, documentBase);
        if (url) images.push(url);
      }
    } else {
      const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      const url = resolve(attrs.href, documentBase);
      if (!url) continue;
      if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed")) {
        touchIcons.push(url);
      } else if (rel.includes("icon")) {
        icons.push(url);
      }
    }
  }
  const unique = new Map<string, URL>();
  for (const url of [...touchIcons, ...icons, ...images]) unique.set(url.href, url);
  return {
    title: clean(title ?? shareTitle, 200),
    description: clean(description ?? shareDescription, 500),
    icons: [...unique.values()],
  };
}
