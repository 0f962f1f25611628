import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font, type Glyph } from "opentype.js";
import sharp, { type OverlayOptions } from "sharp";
import { escapeMarkup } from "~/lib/markup";
import { monogramHue, monogramInitials } from "~/lib/monogram";
import { SITE } from "~/lib/site";
import { SHARE_IMAGE_SIZE, type CardLogo, type ShareCard } from "./cards";

// docs/product.md#share-images: a card drawn as SVG and rasterised by sharp. Every letter is a
// path cut from Inter (the @fontsource/inter package, SIL Open Font License), so the picture
// is the same on every server and needs no font installed on the system.

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const PAD = 64;
const CONTENT_WIDTH = WIDTH - 2 * PAD;
/** Nothing is drawn below this line but the margin. */
const BOTTOM = HEIGHT - PAD;
const LOGO_BOX = 120;
const LOGO_INSET = 14;

const COLORS = {
  brand: "#2b58d6",
  brandDark: "#1c45c2",
  brandLight: "#eff5ff",
  ink: "#0f172a",
  text: "#334155",
  border: "#e2e8f0",
  star: "#f59e0b",
};

type Weight = 400 | 600 | 700;
const SUBSETS = ["latin", "latin-ext"] as const;
const requireFile = createRequire(import.meta.url);
const fonts = new Map<Weight, Font[]>();

/** Inter at a weight: its Latin subset first, then Latin Extended for the letters it lacks. */
function fontsAt(weight: Weight): Font[] {
  let loaded = fonts.get(weight);
  if (!loaded) {
    loaded = SUBSETS.map((subset) => {
      const file = requireFile.resolve(
        `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
      );
      const bytes = readFileSync(file);
      return opentype.parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
    });
    fonts.set(weight, loaded);
  }
  return loaded;
}

type Placed = { glyph: Glyph; x: number };
type Line = { text: string; width: number; placed: Placed[] };

/**
 * A line of text as glyphs placed one after another with the font's kerning. Ligatures and
 * complex scripts are not shaped: names and titles here are Latin text. A character no subset
 * has is drawn as "?".
 */
function layout(text: string, weight: Weight, size: number): Line {
  const set = fontsAt(weight);
  let x = 0;
  let previous = null as { glyph: Glyph; font: Font } | null;
  const placed: Placed[] = [];
  for (const char of text) {
    const font = set.find((candidate) => candidate.charToGlyphIndex(char) > 0) ?? set[0]!;
    const glyph = font.charToGlyph(font.charToGlyphIndex(char) > 0 ? char : "?");
    const scale = size / font.unitsPerEm;
    if (previous?.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    placed.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = { glyph, font };
  }
  return { text, width: x, placed };
}

/** The line as one SVG path, its baseline starting at (x, y). */
function pathOf(line: Line, x: number, y: number, size: number, fill: string) {
  const data = line.placed.map(({ glyph, x: at }) => glyph.getPath(x + at, y, size).toPathData(1));
  return `<path fill="${fill}" d="${data.join("")}"/>`;
}

const ELLIPSIS = "\u2026";

/**
 * Words wrapped to `maxWidth`, at most `maxLines` lines; what does not fit ends the last line
 * with an ellipsis. A word wider than a line is cut between letters.
 */
function wrap(text: string, weight: Weight, size: number, maxWidth: number, maxLines: number) {
  const fits = (candidate: string) => layout(candidate, weight, size).width <= maxWidth;
  const lines: string[] = [];
  let current = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // A word wider than the line on its own: as many letters as fit, the rest on the next line.
    while (!fits(word)) {
      const letters = [...word];
      let cut = letters.length - 1;
      while (cut > 1 && !fits(letters.slice(0, cut).join(""))) cut--;
      lines.push(letters.slice(0, cut).join(""));
      word = letters.slice(cut).join("");
    }
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, complete: true };
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]!}${ELLIPSIS}`;
  while (!fits(last) && last.length > 1) last = `${[...last].slice(0, -2).join("")}${ELLIPSIS}`;
  kept[maxLines - 1] = last;
  return { lines: kept, complete: false };
}

const TITLE_SIZES = [76, 68, 60, 54, 48];

/** The title at the largest size that fits in two lines. */
function fitTitle(title: string) {
  for (const size of TITLE_SIZES) {
    const wrapped = wrap(title, 700, size, CONTENT_WIDTH, 2);
    if (wrapped.complete) return { size, lines: wrapped.lines };
  }
  const size = TITLE_SIZES.at(-1)!;
  return { size, lines: wrap(title, 700, size, CONTENT_WIDTH, 2).lines };
}

/** The tool's monogram in its box: its initials on the colour its id gives it. */
function monogram(logo: CardLogo, x: number, y: number) {
  const initials = monogramInitials(logo.name);
  const size = initials.length > 1 ? 44 : 56;
  const line = layout(initials, 700, size);
  const fill = `hsl(${monogramHue(logo.id)}, 55%, 32%)`;
  return [
    `<rect x="${x}" y="${y}" width="${LOGO_BOX}" height="${LOGO_BOX}" rx="28" fill="${fill}"/>`,
    pathOf(line, x + (LOGO_BOX - line.width) / 2, y + LOGO_BOX / 2 + size * 0.36, size, "#ffffff"),
  ].join("");
}

/** A five-pointed star, `size` across, its top-left corner at (x, y). */
function star(x: number, y: number, size: number) {
  const r = size / 2;
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r : r * 0.45;
    return `${(x + r + radius * Math.cos(angle)).toFixed(1)},${(y + r + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon fill="${COLORS.star}" points="${points.join(" ")}"/>`;
}

/** The site's mark and name, at the top right. */
function siteMark(top: number) {
  const size = 30;
  const name = layout(SITE.name, 700, size);
  const mark = 52;
  const right = WIDTH - PAD;
  const nameX = right - name.width;
  const markX = nameX - 16 - mark;
  const letters = layout("AI", 700, 24);
  return [
    `<rect x="${markX}" y="${top}" width="${mark}" height="${mark}" rx="12" fill="${COLORS.brand}"/>`,
    pathOf(letters, markX + (mark - letters.width) / 2, top + mark / 2 + 9, 24, "#ffffff"),
    pathOf(name, nameX, top + mark / 2 + 11, size, COLORS.ink),
  ].join("");
}

/** A stored logo (an upload or a bundled brand mark), or null to draw the monogram. */
export type LogoReader = (url: string) => Promise<Buffer | null>;

/** The logo as a PNG the size of its box's inside, or null when it cannot be read or drawn. */
async function rasterLogo(logo: CardLogo, read: LogoReader) {
  const bytes = await read(logo.logo);
  if (!bytes) return null;
  const inside = LOGO_BOX - 2 * LOGO_INSET;
  try {
    return await sharp(bytes, { density: 300 })
      .resize(inside, inside, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a 1200 × 630 PNG. */
export async function drawShareCard(card: ShareCard, readLogo: LogoReader): Promise<Buffer> {
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="12" fill="${COLORS.brand}"/>`,
  ];
  const composites: OverlayOptions[] = [];

  let y = PAD;
  if (card.logos.length) {
    const rasters = await Promise.all(card.logos.map((logo) => rasterLogo(logo, readLogo)));
    card.logos.forEach((logo, index) => {
      const x = PAD + index * (LOGO_BOX + 24);
      const raster = rasters[index];
      if (raster) {
        parts.push(
          `<rect x="${x + 1}" y="${y + 1}" width="${LOGO_BOX - 2}" height="${LOGO_BOX - 2}" rx="28" fill="#ffffff" stroke="${COLORS.border}" stroke-width="2"/>`,
        );
        composites.push({ input: raster, left: x + LOGO_INSET, top: y + LOGO_INSET });
      } else {
        parts.push(monogram(logo, x, y));
      }
    });
    parts.push(siteMark(y + (LOGO_BOX - 52) / 2));
    y += LOGO_BOX + 60;
  } else {
    parts.push(siteMark(y));
    y += 190;
  }

  const eyebrowSize = 30;
  const eyebrow = wrap(card.eyebrow, 600, eyebrowSize, CONTENT_WIDTH, 1).lines[0] ?? "";
  parts.push(pathOf(layout(eyebrow, 600, eyebrowSize), PAD, y, eyebrowSize, COLORS.brandDark));

  const title = fitTitle(card.title);
  y += 20;
  for (const line of title.lines) {
    y += Math.round(title.size * 1.12);
    parts.push(pathOf(layout(line, 700, title.size), PAD, y, title.size, COLORS.ink));
  }

  // The chips sit on the bottom margin; the subtitle takes the room left above them.
  const chipSize = 28;
  const chipHeight = 56;
  const chipTop = BOTTOM - chipHeight;
  const roomBelow = (card.chips.length ? chipTop - 24 : BOTTOM) - y;
  const subtitleSize = 32;
  const subtitleLine = Math.round(subtitleSize * 1.35);
  const subtitleLines = Math.min(2, Math.floor((roomBelow - 16) / subtitleLine));
  if (card.subtitle && subtitleLines > 0) {
    y += 16;
    for (const line of wrap(card.subtitle, 400, subtitleSize, CONTENT_WIDTH, subtitleLines).lines) {
      y += subtitleLine;
      parts.push(pathOf(layout(line, 400, subtitleSize), PAD, y, subtitleSize, COLORS.text));
    }
  }

  let x = PAD;
  for (const chip of card.chips) {
    const text = layout(chip.text, 600, chipSize);
    const icon = chip.star ? 30 : 0;
    const width = text.width + 48 + (icon ? icon + 10 : 0);
    if (x + width > WIDTH - PAD) break;
    parts.push(
      `<rect x="${x}" y="${chipTop}" width="${width.toFixed(1)}" height="${chipHeight}" rx="${chipHeight / 2}" fill="${COLORS.brandLight}"/>`,
    );
    if (icon) parts.push(star(x + 24, chipTop + (chipHeight - icon) / 2, icon));
    parts.push(
      pathOf(
        text,
        x + 24 + (icon ? icon + 10 : 0),
        chipTop + chipHeight / 2 + 10,
        chipSize,
        COLORS.brandDark,
      ),
    );
    x += width + 16;
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${escapeMarkup(card.title)}</title>${parts.join("")}</svg>`;
  return sharp(Buffer.from(svg)).composite(composites).png().toBuffer();
}
