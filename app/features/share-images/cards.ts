// docs/product.md#share-images: what each page's share image shows, built from the same data on
// the page (for its og:image address) and in the image's route (to draw it). The address
// carries a hash of the card, so a change to what is drawn is a new address: a link preview that
// cached the old picture gets the new one, and every picture can be cached for a year.

/** A logo on a card: a stored picture, or the tool's monogram drawn with the card. */
export type CardLogo = { id: string; name: string; logo: string };

export type ShareCard = {
  /** Where the image lives under /share, without ".png": "tool/chatgpt". */
  path: string;
  eyebrow: string;
  title: string;
  subtitle: string | null;
  /** Short facts drawn as chips; `star` puts a rating's star before the text. */
  chips: { text: string; star?: boolean }[];
  logos: CardLogo[];
};

/** Bumped when the drawing changes, so every picture is drawn anew. */
const DRAWING_VERSION = 1;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** FNV-1a, 32 bits, over UTF-16 code units: the same on the server and in the browser. */
function fnv1a(text: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The card's version: changes whenever anything drawn on it does. */
export function shareCardVersion(card: ShareCard) {
  const text = JSON.stringify([DRAWING_VERSION, card]);
  // Two different seeds make a 64-bit fingerprint: a collision would show an old picture.
  return `${fnv1a(text).toString(36)}${fnv1a(`${text}\u0000`).toString(36)}`;
}

/** The image's address on this site, versioned by its content. */
export function shareImagePath(card: ShareCard) {
  return `/share/${card.path}.png?v=${shareCardVersion(card)}`;
}

/** The card as a page's og:image: its address, size and a description of what it shows. */
export function shareImage(card: ShareCard) {
  return {
    url: shareImagePath(card),
    ...SHARE_IMAGE_SIZE,
    alt: `${[card.eyebrow, card.title, card.subtitle, ...card.chips.map((chip) => chip.text)]
      .filter((part): part is string => Boolean(part))
      .map((part) => part.replace(/[.!?]+$/, ""))
      .join(". ")}.`,
  };
}

const ratingChip = (rating: number | null, reviewCount: number) =>
  rating !== null && reviewCount > 0
    ? [
        {
          text: `${rating.toFixed(1)} from ${reviewCount.toLocaleString("en-US")} ${reviewCount === 1 ? "review" : "reviews"}`,
          star: true,
        },
      ]
    : [];

export type ToolCardInput = CardLogo & {
  shortDescription: string;
  category: string[];
  pricing: string;
  /** The users' average; drawn only when there are reviews. */
  rating: number | null;
  reviewCount: number;
  /** Drawn as "Free plan" only where the listing states one. */
  facts: { freePlan: { value: boolean | null } };
  apiAccess: boolean;
};

const logoOf = ({ id, name, logo }: CardLogo): CardLogo => ({ id, name, logo });

/** A tool's page: its logo, name, first category, pricing, stated free plan, API and rating. */
export function toolShareCard(tool: ToolCardInput): ShareCard {
  return {
    path: `tool/${tool.id}`,
    eyebrow: tool.category[0] ?? "AI tool",
    title: tool.name,
    subtitle: tool.shortDescription,
    chips: [
      { text: tool.pricing },
      ...(tool.facts.freePlan.value === true ? [{ text: "Free plan" }] : []),
      ...(tool.apiAccess ? [{ text: "API" }] : []),
      ...ratingChip(tool.rating, tool.reviewCount),
    ],
    logos: [logoOf(tool)],
  };
}

/** A tool's alternatives page. */
export function alternativesShareCard(tool: CardLogo & { category: string[] }): ShareCard {
  return {
    path: `alternatives/${tool.id}`,
    eyebrow: tool.category[0] ?? "AI tool",
    title: `Alternatives to ${tool.name}`,
    subtitle: "The tools most like it, with what each shares and how its stated facts differ",
    chips: [],
    logos: [logoOf(tool)],
  };
}

/** A category's page. */
export function categoryShareCard(category: string): ShareCard {
  return {
    path: `category/${encodeURIComponent(category)}`,
    eyebrow: "Category",
    title: `${category} AI tools`,
    subtitle: "Compared by features, pricing, free plan, API access, pros and cons",
    chips: [],
    logos: [],
  };
}

/** The compare page for two or three tools, in the order compared. */
export function compareShareCard(tools: CardLogo[]): ShareCard {
  return {
    path: `compare/${tools.map((tool) => tool.id).join(",")}`,
    eyebrow: "Compare",
    title: tools.map((tool) => tool.name).join(" vs "),
    subtitle: "Features, pricing, free plan, API and platforms side by side",
    chips: [],
    logos: tools.map(logoOf),
  };
}

/** A blog article. */
export function articleShareCard(article: {
  slug: string;
  title: string;
  category: string;
  dateLabel: string;
  author: { name: string };
}): ShareCard {
  return {
    path: `article/${article.slug}`,
    eyebrow: `Blog · ${article.category}`,
    title: article.title,
    subtitle: `${article.author.name} · ${article.dateLabel}`,
    chips: [],
    logos: [],
  };
}
