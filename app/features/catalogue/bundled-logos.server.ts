import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { log } from "~/lib/log.server";
import { getStorage, type StorageAdapter } from "~/lib/storage.server";
import { sanitiseSvg } from "~/lib/svg-sanitise.server";
import { CATALOGUE_DIR, LOGO_MAP_FILE } from "./catalogue-files.server";
import { NEW_TOOL_ID_PATTERN } from "./content-schema";

/**
 * The bundled catalogue's logos (decision 025): content/tools/logos.json names, for each tool
 * whose brand one of the licensed icon packages draws, the package and the icon. Each logo is
 * sanitised, named by its content's hash and stored as a public object; the bundled entries
 * carry its address as their `logo`, so seeding, Migrate All Tools and Check Database treat it
 * like the rest of the catalogue's text, and a tool edited here keeps its own.
 */

/** The icon packages, by the name the map uses. */
const PACKAGES = {
  lobehub: "@lobehub/icons-static-svg",
  "simple-icons": "simple-icons",
  "svg-logos": "@iconify-json/logos",
  devicon: "@iconify-json/devicon",
  thesvg: "@thesvg/icons",
} as const;
type PackageName = keyof typeof PACKAGES;

export const LogoMapSchema = z.record(
  z.string().regex(NEW_TOOL_ID_PATTERN),
  z.strictObject({
    package: z.enum(Object.keys(PACKAGES) as [PackageName, ...PackageName[]]),
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

/** A file of an installed package (the server runs from the project's folder). */
function packageFile(name: PackageName, file: string) {
  return path.resolve(process.cwd(), "node_modules", PACKAGES[name], file);
}

let brandColours: Map<string, string> | undefined;

/** simple-icons' brand colours by icon, from the package's own data. */
function brandColour(icon: string) {
  if (!brandColours) {
    const file = packageFile("simple-icons", "data/simple-icons.json");
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

const IconifySetSchema = z.object({
  width: z.number().optional(),
  height: z.number().optional(),
  icons: z.record(z.string(), z.unknown()),
});
const IconifyIconSchema = z.strictObject({
  body: z.string(),
  left: z.number().optional(),
  top: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  // Not rotate, hFlip or vFlip: a turned or flipped icon needs a transform not written here.
});
const iconSets = new Map<PackageName, z.infer<typeof IconifySetSchema>>();

/** An icon of an Iconify JSON set (the whole set is one icons.json), as an SVG document. */
function iconifySvg(name: PackageName, icon: string) {
  let set = iconSets.get(name);
  if (!set) {
    set = IconifySetSchema.parse(JSON.parse(readFileSync(packageFile(name, "icons.json"), "utf8")));
    iconSets.set(name, set);
  }
  if (!Object.hasOwn(set.icons, icon)) throw new Error(`${PACKAGES[name]} has no icon ${icon}.`);
  const found = IconifyIconSchema.parse(set.icons[icon]);
  const { left = 0, top = 0, width = set.width ?? 16, height = set.height ?? 16 } = found;
  const viewBox = `${left} ${top} ${width} ${height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${found.body}</svg>`;
}

/** The licences a theSVG icon may carry to be used here: each icon states its own. */
export const THESVG_LICENCES = new Set(["MIT", "CC0-1.0", "Apache-2.0"]);
const requirePackage = createRequire(import.meta.url);

/** A theSVG icon: its module's `svg`, when the module's `license` is one of those above. */
function theSvgIcon(icon: string) {
  const module = requirePackage(packageFile("thesvg", `dist/${icon}.cjs`)) as {
    svg?: unknown;
    license?: unknown;
  };
  if (typeof module.license !== "string" || !THESVG_LICENCES.has(module.license)) {
    throw new Error(`The theSVG icon ${icon} is under ${String(module.license)}, not used here.`);
  }
  if (typeof module.svg !== "string") throw new Error(`The theSVG icon ${icon} has no SVG.`);
  return module.svg;
}

/** One reader per package format: the icon's SVG as the package draws it. */
const READERS: Record<PackageName, (icon: string) => string> = {
  lobehub: (icon) => readFileSync(packageFile("lobehub", `icons/${icon}.svg`), "utf8"),
  // One-colour icons, given their colour on the root.
  "simple-icons": (icon) =>
    readFileSync(packageFile("simple-icons", `icons/${icon}.svg`), "utf8").replace(
      /^<svg\b/,
      `<svg fill="${logoColour(brandColour(icon))}"`,
    ),
  "svg-logos": (icon) => iconifySvg("svg-logos", icon),
  devicon: (icon) => iconifySvg("devicon", icon),
  thesvg: theSvgIcon,
};

/** The icon as the package draws it (coloured, for simple-icons); not yet sanitised. */
export function packageSvg({ package: name, icon }: LogoSource) {
  return READERS[name](icon);
}

/** The package's SVG of an icon as the site stores it: coloured when one-colour, sanitised. */
export function prepareLogo(source: LogoSource) {
  return sanitiseSvg(packageSvg(source));
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
  // The Iconify sets are several megabytes each and no longer needed.
  iconSets.clear();
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
