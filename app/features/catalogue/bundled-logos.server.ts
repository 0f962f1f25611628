import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { log } from "~/lib/log.server";
import { getStorage, type StorageAdapter } from "~/lib/storage.server";
import { sanitiseSvg } from "~/lib/svg-sanitise.server";
import { CATALOGUE_DIR, LOGO_MAP_FILE } from "./catalogue-files.server";
import { NEW_TOOL_ID_PATTERN } from "./content-schema";

/**
 * The bundled catalogue's logos (decision 025): content/tools/logos.json names, for each tool
 * whose brand one of two licensed icon packages draws, the package and the icon. Each logo is
 * sanitised, named by its content's hash and stored as a public object; the bundled entries
 * carry its address as their `logo`, so seeding, Migrate All Tools and Check Database treat it
 * like the rest of the catalogue's text, and a tool edited here keeps its own.
 */

/** The icon folders of the two packages, by the name the map uses. */
const PACKAGE_FOLDERS = {
  lobehub: "@lobehub/icons-static-svg/icons",
  "simple-icons": "simple-icons/icons",
} as const;

export const LogoMapSchema = z.record(
  z.string().regex(NEW_TOOL_ID_PATTERN),
  z.strictObject({
    package: z.enum(["lobehub", "simple-icons"]),
    icon: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  }),
);
export type LogoMap = z.infer<typeof LogoMapSchema>;
export type LogoSource = LogoMap[string];

/** A bundled logo as stored: its storage key and its sanitised SVG. */
export type BundledLogo = { key: string; svg: string };

/** content/tools/logos.json, checked. */
export function readLogoMap(file = path.join(CATALOGUE_DIR, LOGO_MAP_FILE)): LogoMap {
  return LogoMapSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

/** Where the package's SVG of an icon is on disk. */
export function iconFile({ package: name, icon }: LogoSource) {
  return path.resolve(process.cwd(), "node_modules", PACKAGE_FOLDERS[name], `${icon}.svg`);
}

let brandColours: Map<string, string> | undefined;

/** simple-icons' brand colours by icon, from the package's own data. */
function brandColour(icon: string) {
  if (!brandColours) {
    const file = path.resolve(process.cwd(), "node_modules/simple-icons/data/simple-icons.json");
    const icons = JSON.parse(readFileSync(file, "utf8")) as { slug: string; hex: string }[];
    brandColours = new Map(icons.map(({ slug, hex }) => [slug, hex]));
  }
  return brandColours.get(icon);
}

function luminance(hex: string) {
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The colour a one-colour simple-icons logo is drawn in: the brand's, when it stands out from
 * the white ground logos sit on by at least 3:1 (WCAG's contrast for graphics), else black.
 */
export function logoColour(hex: string | undefined) {
  if (!hex || !/^[0-9A-Fa-f]{6}$/.test(hex)) return "#000000";
  return 1.05 / (luminance(hex) + 0.05) >= 3 ? `#${hex.toUpperCase()}` : "#000000";
}

/** The package's SVG of an icon as the site stores it: coloured when one-colour, sanitised. */
export function prepareLogo(source: LogoSource) {
  let svg = readFileSync(iconFile(source), "utf8");
  if (source.package === "simple-icons") {
    svg = svg.replace(/^<svg\b/, `<svg fill="${logoColour(brandColour(source.icon))}"`);
  }
  return sanitiseSvg(svg);
}

function contentHash(svg: string) {
  return createHash("sha256").update(svg).digest("hex").slice(0, 8);
}

let prepared: Map<string, BundledLogo> | undefined;

/** Every bundled logo by tool id, prepared once per process (the packages do not change). */
export function bundledLogos(): Map<string, BundledLogo> {
  if (prepared) return prepared;
  const logos = new Map<string, BundledLogo>();
  for (const [id, source] of Object.entries(readLogoMap())) {
    try {
      const svg = prepareLogo(source);
      logos.set(id, { key: `public/logos/${id}-${contentHash(svg)}.svg`, svg });
    } catch (error) {
      log.warn("A bundled logo could not be prepared", { id, error: String(error) });
    }
  }
  prepared = logos;
  return logos;
}

/**
 * The bundled entries with their logos: an entry that names a logo of its own keeps it. The
 * address is the site's own (`/uploads/...`, which reads the storage, disk or bucket), never a
 * CDN's, so the catalogue's text is the same on every installation.
 */
export function withBundledLogos<T extends { id: string; logo?: string | null }>(
  entries: readonly T[],
): T[] {
  const logos = bundledLogos();
  return entries.map((entry) => {
    const logo = logos.get(entry.id);
    return logo && !entry.logo ? { ...entry, logo: `/uploads/${logo.key}` } : entry;
  });
}

/**
 * Copies every bundled logo into the storage, before the catalogue that names them is written.
 * A logo the storage refuses is logged and left out: the site still starts, the address is
 * restored on its first request (`restoreBundledLogo`), and the card shows a monogram meanwhile.
 */
export async function storeBundledLogos(storage: StorageAdapter = getStorage()) {
  let stored = 0;
  for (const [id, logo] of bundledLogos()) {
    try {
      await storage.write(logo.key, new TextEncoder().encode(logo.svg), "image/svg+xml");
      stored++;
    } catch (error) {
      log.warn("A bundled logo could not be stored", { id, error: String(error) });
    }
  }
  return stored;
}

const BUNDLED_KEY = /^public\/logos\/([a-z0-9-]+)-[0-9a-f]{8}\.svg$/;

/**
 * A bundled logo missing from the storage (a database restored beside a new storage, a new
 * bucket), written again from the package: its bytes, or null when the key names none.
 */
export async function restoreBundledLogo(key: string, storage: StorageAdapter = getStorage()) {
  const id = BUNDLED_KEY.exec(key)?.[1];
  const logo = id ? bundledLogos().get(id) : undefined;
  if (!logo || logo.key !== key) return null;
  const body = new TextEncoder().encode(logo.svg);
  await storage.write(key, body, "image/svg+xml");
  return body;
}
