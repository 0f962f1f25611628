import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BUNDLED_FACTS_FILE, BundledFactsSchema, factFieldsOf } from "./bundled-facts";
import { CatalogueEntrySchema, type CatalogueEntry } from "./content-schema";

export const CATALOGUE_DIR = path.resolve(process.cwd(), "content/tools");

/** The file beside the tools that names each tool's bundled logo (decision 025); not tools. */
export const LOGO_MAP_FILE = "logos.json";

/** Whether a file of the catalogue's folder holds tools (not the facts file or the logo map). */
export function isToolsFile(file: string) {
  return file.endsWith(".json") && file !== LOGO_MAP_FILE && file !== BUNDLED_FACTS_FILE;
}

export type CatalogueProblem = { file: string; message: string };

/**
 * Reads and validates every content/tools/*.json file of tools (not the facts or the logos), each
 * entry with its bundled facts. Returns
 * the entries and every problem found (schema errors, repeated ids or names) so a test can list
 * them all at once.
 */
export function readCatalogue(dir = CATALOGUE_DIR): {
  entries: CatalogueEntry[];
  problems: CatalogueProblem[];
} {
  const entries: CatalogueEntry[] = [];
  const problems: CatalogueProblem[] = [];
  const files = readdirSync(dir).filter(isToolsFile).sort();
  const facts = readBundledFacts(dir, problems);
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push({ file, message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = z.array(z.unknown()).safeParse(raw);
    if (!parsed.success) {
      problems.push({ file, message: "the file must hold a JSON array of tools" });
      continue;
    }
    parsed.data.forEach((item, index) => {
      const id = (item as { id?: unknown })?.id;
      const known = typeof id === "string" ? facts[id] : undefined;
      const withFacts =
        known && typeof item === "object" ? { ...item, ...factFieldsOf(known) } : item;
      const entry = CatalogueEntrySchema.safeParse(withFacts);
      if (entry.success) {
        entries.push(entry.data);
        return;
      }
      const label = (item as { id?: string })?.id ?? `#${index}`;
      for (const issue of entry.error.issues) {
        problems.push({ file, message: `${label}: ${issue.path.join(".")}: ${issue.message}` });
      }
    });
  }
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  for (const entry of entries) {
    if (seenIds.has(entry.id)) problems.push({ file: "*", message: `${entry.id}: id repeated` });
    const name = entry.name.toLowerCase();
    if (seenNames.has(name)) problems.push({ file: "*", message: `${entry.id}: name repeated` });
    seenIds.add(entry.id);
    seenNames.add(name);
  }
  return { entries, problems };
}

/** The facts file beside the entries (empty when there is none), its problems added. */
function readBundledFacts(dir: string, problems: CatalogueProblem[]) {
  const file = path.join(dir, BUNDLED_FACTS_FILE);
  if (!existsSync(file)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({
      file: BUNDLED_FACTS_FILE,
      message: `not valid JSON: ${(error as Error).message}`,
    });
    return {};
  }
  const parsed = BundledFactsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.push({
      file: BUNDLED_FACTS_FILE,
      message: `${issue.path.join(".")}: ${issue.message}`,
    });
  }
  return {};
}
