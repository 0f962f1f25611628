import { z } from "zod";
import lexiconFile from "../../../content/search/lexicon.json";

const word = z.string().regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N}\- ]*$/u, "lower-case words only");

/**
 * content/search/lexicon.json: words that say nothing about the tool wanted, products the
 * catalogue does not list (each also a synonyms' key), and synonyms.
 */
export const LexiconSchema = z
  .object({
    about: z.string(),
    ignore: z.array(word),
    brands: z.array(word),
    synonyms: z.record(word, z.array(word).min(1)),
  })
  .refine((lexicon) => lexicon.brands.every((brand) => brand in lexicon.synonyms), {
    message: "every brand is also a key of synonyms",
    path: ["brands"],
  });

const lexicon = LexiconSchema.parse(lexiconFile);
const IGNORED = new Set(lexicon.ignore);
const BRANDS = new Set(lexicon.brands);
const SYNONYMS = new Map(Object.entries(lexicon.synonyms));
const LONGEST_SYNONYM_KEY = Math.max(...[...SYNONYMS.keys()].map((key) => key.split(" ").length));

/** Words of a search that count; more would make the minimum-match query explode. */
export const MAX_SEARCH_TERMS = 8;

/** One word (or lexicon phrase) of a search and what else it may match in the catalogue. */
export type SearchTerm = {
  /** As typed (lower case). */
  text: string;
  /** The catalogue's own words for it, from the lexicon; matching any counts as matching. */
  synonyms: string[];
};

export type ParsedSearch = {
  /** The words that count, in order, without repeats. */
  terms: SearchTerm[];
};

/** Letters and digits, with inner hyphens, plus signs and dots kept ("no-code", "c++", "gpt-4.1"). */
function words(text: string) {
  return (
    text
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#.'-]*/gu) ?? []
  )
    .map((token) => token.replace(/['.-]+$/u, "").replace(/'s$/u, ""))
    .filter(Boolean);
}

/** A release number typed as its own word: "3", "3.5", "v6". */
const VERSION = /^(?:v[1-9]\d*|\d+)(?:\.\d+)*$/u;

/**
 * A model or product family the lexicon knows, followed by a version ("gpt-4o", "gpt4",
 * "dall-e-3", "llama-3.1"), means what the family means: the family's own word and its
 * synonyms. Versions come and go faster than listings mention them, so the family stands in.
 */
function familyOf(token: string) {
  for (let end = token.length - 1; end > 0; end--) {
    const family = token.slice(0, end);
    if (SYNONYMS.has(family) && /^-?v?\d/u.test(token.slice(end))) return family;
  }
  return undefined;
}

/**
 * The lexicon's key for a plural typed where the lexicon lists the singular: "essays" is looked
 * up as "essay", "summaries" as "summary", "voiceovers" as "voiceover", a phrase by its last word
 * ("support teams" as "support team"). (Not the other way: a singular left out of the lexicon is
 * left out on purpose, "photo" must not read as "photos".)
 */
function singularKey(word: string) {
  if (!word.endsWith("s") || word.endsWith("ss")) return undefined;
  const forms = word.endsWith("ies")
    ? [`${word.slice(0, -3)}y`]
    : word.endsWith("es")
      ? [word.slice(0, -1), word.slice(0, -2)]
      : [word.slice(0, -1)];
  return forms.find((form) => form.length > 2 && SYNONYMS.has(form));
}

/**
 * The catalogue's words for a term: the lexicon's (for the word as typed, or for its singular),
 * or its family's when it is a version.
 */
function synonymsOf(term: string) {
  const own = SYNONYMS.get(term);
  if (own) return own;
  const singular = singularKey(term);
  if (singular) return [singular, ...SYNONYMS.get(singular)!.filter((word) => word !== term)];
  const family = familyOf(term);
  return family ? [family, ...SYNONYMS.get(family)!] : [];
}

/** Whether the lexicon knows `term` as a product the catalogue does not list ("excel"). */
export function isUnlistedBrand(term: string) {
  return BRANDS.has(term);
}

/** Most of n words: all of one or two, two of three, three of four or five, four of six... */
export function minimumMatch(count: number) {
  return Math.max(1, count - Math.floor(count / 3));
}

/**
 * Splits search text into the terms that rank tools: ignored words dropped, lexicon phrases
 * ("read aloud") kept together, each term with its synonyms. If every word is ignored (a
 * search for "AI tools"), the words themselves are kept so the search still means something.
 */
export function parseSearchText(text: string): ParsedSearch {
  const tokens = words(text).flatMap(withoutFiller);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    if (seen.has(term) || terms.length >= MAX_SEARCH_TERMS) return;
    seen.add(term);
    terms.push({ text: term, synonyms: synonymsOf(term) });
  };
  for (let i = 0; i < tokens.length; i++) {
    let phrase = "";
    for (let length = Math.min(LONGEST_SYNONYM_KEY, tokens.length - i); length > 1; length--) {
      const candidate = tokens.slice(i, i + length).join(" ");
      if (SYNONYMS.has(candidate) || singularKey(candidate)) {
        phrase = candidate;
        i += length - 1;
        break;
      }
    }
    if (phrase) add(phrase);
    else if (isVersionOfPrevious(tokens, i) || isYearOrCount(tokens, i)) continue;
    else if (!IGNORED.has(tokens[i]!)) add(tokens[i]!);
  }
  if (terms.length === 0) tokens.forEach(add);
  return { terms };
}

/**
 * A hyphenated word is read as its parts when it is two words, one of which says nothing
 * ("ai-powered", "ai-based", "built-in"), so that the empty one is dropped like any other, or
 * when the lexicon knows it written with spaces ("note-taking" as "note taking"). One the
 * lexicon knows as a whole ("no-code", "e-commerce") stays whole, and so does a longer compound
 * ("image-to-video", "step-by-step"), which the catalogue's own compounds match as written.
 */
function withoutFiller(token: string) {
  if (!token.includes("-") || SYNONYMS.has(token)) return [token];
  const parts = token.split("-").filter(Boolean);
  const spaced = parts.join(" ");
  const known = SYNONYMS.has(spaced) || singularKey(spaced) !== undefined;
  const filler = parts.length === 2 && parts.some((part) => IGNORED.has(part));
  return known || filler ? parts : [token];
}

/**
 * A year ("best image generator 2025") or the length of a list asked for ("top 5 video
 * generators") says which list a person hopes to read, not what the tool does: as a term it
 * would match listings that merely mention the number.
 */
function isYearOrCount(tokens: string[], index: number) {
  const token = tokens[index]!;
  if (/^(?:19|20)\d\d$/u.test(token)) return true;
  return /^\d{1,2}$/u.test(token) && ["top", "best"].includes(tokens[index - 1] ?? "");
}

/**
 * A release number right after a word that counts ("llama 3", "midjourney v6", "claude 3.5
 * sonnet") says which release of that thing is meant, not another thing to find: few listings
 * name releases, and as a term of its own it would match tools that merely mention the number.
 */
function isVersionOfPrevious(tokens: string[], index: number) {
  const previous = tokens[index - 1];
  return previous !== undefined && !IGNORED.has(previous) && VERSION.test(tokens[index]!);
}
