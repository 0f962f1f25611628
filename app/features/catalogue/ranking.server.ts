import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { aiTools, PUBLISHED, toolSearch } from "~/db/schema";
import { queryRows, type Db } from "~/lib/db.server";
import { readCache } from "~/lib/read-cache.server";
import { escapeRegExp } from "~/lib/regexp";
import { isEnglishWord, mayReadAs } from "./english-words.server";
import { isUnlistedBrand, minimumMatch, parseSearchText, type SearchTerm } from "./search-text";
import { readQuery } from "./tool";
import type { Correction } from "./schema";
import { isLikelyTypo, oneEditAway } from "./typos";

/**
 * The text half of the directory's search, shared by the search box, the API and the
 * recommender. A search is prepared once (typos corrected against the catalogue's own words,
 * near-matches of tool names looked up), then gives a WHERE condition that GIN indexes answer
 * and an ORDER BY score for "Best match".
 */
export type PreparedText = {
  /** Each term with every word or phrase that counts as matching it. */
  groups: string[][];
  /** How many groups a tool must match when no name matches it. */
  minimumMatch: number;
  /** Tools whose name matches the text as a whole, with how closely (0 to 1, 1 exact). */
  names: { id: string; closeness: number }[];
  /**
   * Words typed that were read as other catalogue words ("grammerly" -> "grammarly"), and whether
   * the word as typed is searched for as well (`kept`: a real word, read also as another form).
   */
  corrections: Correction[];
  /**
   * Words that rank without being required: a brand named beside a task ("midjourney for
   * logos") stands for its kind, so its name and categories lift the tools doing the task.
   */
  boosts?: string[][];
  /**
   * The categories the text names as a whole ("image generation", "imge generation"): a tool
   * whose main (first) category it is ranks before one that only lists it.
   */
  mainCategories?: string[];
};

/** A name at least this close to the text is a match even when no word of the text is. */
const NAME_CLOSENESS = 0.45;
const MAX_NAME_MATCHES = 30;

type WordInfo = { word: string; known: boolean; lexemes: number; candidates: string[] | null };

/** Which typed words the catalogue uses, and the closest catalogue words for those it does not. */
async function lookUpWords(db: Db, words: string[]) {
  if (words.length === 0) return new Map<string, WordInfo>();
  const rows = await queryRows<WordInfo>(
    db,
    sql`SELECT w.word, k.known, numnode(plainto_tsquery('english'::regconfig, w.word)) AS lexemes,
               CASE WHEN NOT k.known THEN
                 (SELECT array_agg(c.term ORDER BY c.closeness DESC, c.documents DESC)
                    FROM (SELECT term, documents, similarity(term, w.word) AS closeness
                            FROM search_terms WHERE lower(term) % w.word
                            ORDER BY closeness DESC, documents DESC LIMIT 5) AS c)
               END AS candidates
          FROM unnest(${sqlTextArray(words)}) AS w(word),
               LATERAL (SELECT EXISTS (SELECT 1 FROM search_terms WHERE term = w.word) AS known) AS k`,
  );
  const info = new Map(rows.map((row) => [row.word, row]));
  // A short word's typo can share too few letter triples with the word meant to be found by
  // similarity: its one-edit variants are looked up as they are.
  const unmatched = rows.filter(
    (row) =>
      !row.known &&
      row.lexemes > 0 &&
      /^\p{Ll}{4,8}$/u.test(row.word) &&
      !row.candidates?.some((candidate) => isLikelyTypo(row.word, candidate)),
  );
  if (unmatched.length === 0) return info;
  const variants = new Map(unmatched.map((row) => [row.word, oneEditAway(row.word)]));
  const known = await queryRows<{ term: string; documents: number }>(
    db,
    sql`SELECT term, documents FROM search_terms
          WHERE term = ANY(${sqlTextArray([...new Set([...variants.values()].flat())])})
          ORDER BY documents DESC, term`,
  );
  for (const row of unmatched) {
    const near = new Set(variants.get(row.word));
    const read = known.filter((term) => near.has(term.term)).map((term) => term.term);
    if (read.length) row.candidates = [...read, ...(row.candidates ?? [])];
  }
  return info;
}

/**
 * The text as an address tool_host can read, when it may be a website's ("make.com",
 * "https://www.Make.com/en"): one word with a dot between letters or digits. Null otherwise.
 */
function asAddress(text: string): string | null {
  const word = text.trim();
  if (!/^\S*[\p{L}\p{N}]\.[\p{L}\p{N}]\S*$/u.test(word)) return null;
  return word.includes("://") ? word : `https://${word}`;
}

/** How close a name that starts with the text is: below the name itself, above a near spelling. */
export const PREFIX_CLOSENESS = 0.9;

/**
 * Tools whose name is the text (compared without case, spaces or punctuation: "chat gpt" is
 * ChatGPT), starts with it, contains it ("journ" finds Midjourney, as the search of
 * docs/product.md#tool-directory does), or is spelled very nearly like it (trigram similarity of at
 * least 0.6, the threshold of `<<%` set on every connection in lib/db.server.ts); or, for a
 * website's address ("make.com"), the one tool whose listing links to that host, as closely as
 * its name (a host several listings share names none). Each way is its own index lookup with its
 * own limit. Looser typos in a name are read through the catalogue's word list instead (see
 * lookUpWords).
 */
export async function lookUpNames(db: Db, text: string) {
  const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  if (!key) return [];
  const fragment = `%${escapeLike(text)}%`;
  const limit = MAX_NAME_MATCHES;
  const address = asAddress(text);
  return queryRows<{ id: string; closeness: number }>(
    db,
    sql`SELECT id, max(closeness)::float8 AS closeness FROM (
          (SELECT id, 1 AS closeness FROM ${aiTools}
            WHERE name_key = ${key} AND ${PUBLISHED} LIMIT ${limit})
          UNION ALL
          (SELECT min(id), 1 FROM ${aiTools}
            WHERE ${address !== null} AND tool_host(url) = tool_host(${address ?? ""}) AND ${PUBLISHED}
            HAVING count(*) = 1)
          UNION ALL
          (SELECT id, ${PREFIX_CLOSENESS}::float8 FROM ${aiTools}
            WHERE ${key.length >= 3} AND name_key LIKE ${`${key}%`} AND ${PUBLISHED}
            ORDER BY name_key LIMIT ${limit})
          UNION ALL
          (SELECT id, 0.6 FROM ${aiTools}
            WHERE ${text.length >= 3} AND name ILIKE ${fragment} AND ${PUBLISHED} LIMIT ${limit})
          UNION ALL
          (SELECT id, similarity(name_key, ${key}) * 0.99 FROM ${aiTools}
            WHERE ${key} <<% name_key AND ${PUBLISHED} LIMIT ${limit})
        ) AS found
        GROUP BY id ORDER BY closeness DESC, id LIMIT ${limit}`,
  );
}

// The categories' names, which a search may name as a whole; read once in a while, not per
// search, and again as soon as the site changes.
const categoryNamesCache = readCache<string[]>(10_000);
const categoryNames = (db: Db) =>
  categoryNamesCache.read(db, async () =>
    (await queryRows<{ name: string }>(db, sql`SELECT name FROM categories`)).map(
      (row) => row.name,
    ),
  );

/** Reads search text against the catalogue: terms, their synonyms and typo fixes, and names. */
export async function prepareText(
  db: Db,
  text: string,
  options: { minimumMatch?: number } = {},
): Promise<PreparedText> {
  const parsed = parseSearchText(text);
  const single = parsed.terms.filter((term) => !term.text.includes(" ")).map((t) => t.text);
  const [info, names, categories] = await Promise.all([
    lookUpWords(db, single),
    lookUpNames(db, text),
    categoryNames(db),
  ]);
  const corrections: PreparedText["corrections"] = [];
  let grouped = parsed.terms.map((term) => ({
    term,
    group: termGroup(term, info.get(term.text), corrections),
  }));
  // A typo inside a phrase the lexicon knows ("speach to text") hid the phrase: the text is read
  // again with its typos corrected, and its phrases are the terms.
  const reread = corrections.length ? parseSearchText(readQuery(text, corrections)).terms : [];
  const isNew = (term: SearchTerm) => !parsed.terms.some((typed) => typed.text === term.text);
  if (reread.some((term) => term.text.includes(" ") && isNew(term))) {
    grouped = reread.map((term) => ({ term, group: termGroup(term, info.get(term.text), []) }));
  }
  grouped = grouped.filter(({ group }) => group.length > 0);
  const groups = grouped.map(({ group }) => group);
  const found = names.filter((name) => name.closeness >= NAME_CLOSENESS);
  // The text as typed, and as read (typos corrected): either may be a category's name.
  const read = new Map(corrections.map(({ typed, read }) => [typed, read]));
  const readings = new Set([
    parsed.terms.map((term) => term.text).join(" "),
    parsed.terms.map((term) => read.get(term.text) ?? term.text).join(" "),
  ]);
  const mainCategories = categories.filter((name) => readings.has(name.toLowerCase()));
  const named = found.some((name) => name.closeness === 1)
    ? []
    : await brandsAmong(db, text, grouped);
  // A task the catalogue has no word for ("google scholar for medicine") would find nothing at
  // all: then the brand is searched for as a word like the others.
  const knownTask = grouped.some(
    ({ term, group }) =>
      !named.some((brand) => brand.group === group) &&
      (group.length > 1 || info.get(term.text)?.known === true),
  );
  const brands = knownTask ? named : [];
  if (brands.length === 0) {
    return {
      groups,
      // Most of the terms that count: a word that can match nothing ("which") is not one of them.
      minimumMatch: Math.min(groups.length, options.minimumMatch ?? minimumMatch(groups.length)),
      names: found,
      corrections,
      mainCategories,
    };
  }
  const task = groups.filter((group) => !brands.some((brand) => brand.group === group));
  const brandIds = new Set(brands.flatMap((brand) => brand.ids));
  return {
    groups: task,
    minimumMatch: Math.min(task.length, options.minimumMatch ?? minimumMatch(task.length)),
    // The brand itself is found by the task's words like any tool, or not at all.
    names: found.filter((name) => !brandIds.has(name.id)),
    corrections,
    boosts: brands.map((brand) => brand.boost),
  };
}

/** A word used by at most this share of the catalogue (or 4 tools) can be a brand's name. */
const BRAND_SHARE = 0.02;

/**
 * A brand named for a task: its term, not required of the tools found, and what lifts the tools
 * of its kind among them.
 */
type Brand = { group: string[]; boost: string[]; ids: string[] };

/** The text names `term` and then "for" and what it is wanted for ("excel for invoices"). */
function isNamedForTask(text: string, term: string) {
  const name = term.split(" ").map(escapeRegExp).join("[^\\p{L}\\p{N}]+");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${name}\\s+for\\s+[\\p{L}\\p{N}]`, "iu").test(text);
}

/**
 * The terms that name a brand followed by "for" and what it is wanted for ("midjourney for
 * logos", "excel for presentations"): a brand standing for the kind of tool it is. A published
 * tool's name counts when few tools use the word (a common word that is also a name, "captions"
 * or "motion", is read as the word), and so does a product the lexicon knows the catalogue does
 * not list.
 */
async function brandsAmong(
  db: Db,
  text: string,
  grouped: readonly { term: SearchTerm; group: string[] }[],
): Promise<Brand[]> {
  if (grouped.length < 2) return [];
  const named = grouped.filter(({ term }) => isNamedForTask(text, term.text));
  if (named.length === 0) return [];
  const unlisted = named
    .filter(({ term }) => isUnlistedBrand(term.text))
    .map(({ group }) => ({ group, boost: group, ids: [] }));
  const words = named
    .map(({ term }) => term.text)
    .filter((word) => /^[\p{L}\p{N}]+$/u.test(word) && !isUnlistedBrand(word));
  const rows = words.length
    ? await queryRows<{ id: string; word: string; category: string[] | null }>(
        db,
        sql`SELECT t.id, t.name_key AS word, t.category FROM ${aiTools} AS t
              WHERE t.name_key = ANY(${sqlTextArray(words)}) AND t.status = 'published'
                AND (SELECT documents FROM search_terms WHERE term = t.name_key)
                    <= greatest(4, ${BRAND_SHARE}::float8 * (SELECT count(*) FROM tool_search))`,
      )
    : [];
  const listed = rows.flatMap((row) => {
    const found = grouped.find(({ term }) => term.text === row.word);
    const categories = (row.category ?? []).map((category) => category.toLowerCase());
    return found ? [{ group: found.group, boost: [row.word, ...categories], ids: [row.id] }] : [];
  });
  const brands = [...listed, ...unlisted];
  // A text made only of brands ("notion zapier") asks for those tools: nothing to lift.
  return brands.length < grouped.length ? brands : [];
}

function termGroup(
  term: SearchTerm,
  info: WordInfo | undefined,
  corrections: PreparedText["corrections"],
) {
  const group = [term.text, ...term.synonyms];
  if (!info) return group;
  // A word with no lexeme (an English stop word) can match nothing: it does not count.
  if (info.lexemes === 0 && term.synonyms.length === 0) return [];
  if (!info.known && term.synonyms.length === 0) {
    // An everyday word is meant as typed, not as the catalogue word it resembles (mayReadAs).
    const read = info.candidates?.find(
      (candidate) => isLikelyTypo(term.text, candidate) && mayReadAs(term.text, candidate),
    );
    if (read) {
      // The word meant stands in for a slip, which the catalogue does not use: a search with a
      // typo ranks as the same search spelt right (its phrase and its term's weight included). A
      // real word read as another form of itself stays beside it, as its stem may still match.
      const kept = isEnglishWord(term.text);
      corrections.push({ typed: term.text, read, kept });
      const meant = [read, ...parseSearchText(read).terms.flatMap((t) => t.synonyms)];
      return [...new Set(kept ? [...group, ...meant] : meant)];
    }
  }
  return [...new Set(group)];
}

/** Text for a LIKE pattern, its wildcards taken literally. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A text[] for a statement, sent as one parameter however many values it holds. (Written out as
 * an ARRAY of one parameter per value, an article's few thousand candidate names took longer to
 * build into a statement and to parse than the lookup itself.)
 */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

function groupQuery(group: string[]): SQL {
  return sql`(${sql.join(
    group.map((phrase) => sql`plainto_tsquery('english'::regconfig, ${phrase})`),
    sql` || `,
  )})`;
}

function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [
    ...combinations(rest, size - 1).map((combo) => [first!, ...combo]),
    ...combinations(rest, size),
  ];
}

/** A tsquery true for tools that match at least `minimumMatch` of the groups. */
function minimumMatchQuery(groups: SQL[], minimumMatch: number): SQL {
  return sql.join(
    combinations(groups, minimumMatch).map((combo) => sql`(${sql.join(combo, sql` && `)})`),
    sql` || `,
  );
}

/**
 * A table of tools with a search vector: tool_search, where searches find their matches, or
 * ai_tools (the same words, with positions and weights for scoring).
 */
export type Searchable = { id: SQLWrapper; searchVector: SQLWrapper };

/** Tools the text finds: enough of its terms, or a name close to it. Answered by GIN indexes. */
export function textCondition(text: PreparedText, tools: Searchable = toolSearch): SQL {
  const arms: SQL[] = [];
  if (text.groups.length && text.minimumMatch > 0) {
    const groups = text.groups.map(groupQuery);
    arms.push(sql`${tools.searchVector} @@ (${minimumMatchQuery(groups, text.minimumMatch)})`);
  }
  if (text.names.length) {
    arms.push(sql`${tools.id} = ANY(${sqlTextArray(text.names.map((name) => name.id))})`);
  }
  return arms.length ? sql`(${sql.join(arms, sql` OR `)})` : sql`false`;
}

/** Each term's own condition (a tool matches a term when it has any of the term's words). */
export function termConditions(text: PreparedText, tools: Searchable = toolSearch): SQL[] {
  return text.groups.map((group) => sql`${tools.searchVector} @@ ${groupQuery(group)}`);
}

/** What naming a tool's main category adds to its score (a term's match adds up to 4). */
const MAIN_CATEGORY_WEIGHT = 1.0;

// Field weights of the search vector, {D, C, B, A}: description, short description with
// features and use cases, categories, name.
const WEIGHTS = sql.raw(`'{0.1, 0.3, 0.6, 1.0}'::float4[]`);

/**
 * The text is one word the lexicon gives meanings for ("ide", "tune", "llama"), typed as
 * written: a word people use for a kind of tool, not a fragment of a name.
 */
function isLexiconWord(text: PreparedText) {
  return text.groups.length === 1 && text.groups[0]!.length > 1 && text.corrections.length === 0;
}

/**
 * 1 for a tool that uses the typed word itself, else 0. For a lexicon word, a near name that
 * merely contains its letters ("ide" in Ideogram, Glide and Riverside, "tune" in Wordtune) is a
 * coincidence, so it only counts for tools that also use the word (Zoom AI Companion for
 * "zoom"); the others are ranked by their words like any tool. An exact name always counts.
 */
function usesTypedWord(text: PreparedText): SQL {
  const typed = text.groups[0]![0]!;
  return sql`(${aiTools.searchVector} @@ plainto_tsquery('english'::regconfig, ${typed}))::int`;
}

/**
 * "Best match": a tool named as typed first, then near names, then how many of the terms a
 * tool matches and where (name, categories, features...), the whole text as a phrase, and
 * last the rating, so equally good matches show the better-rated tool first.
 */
export function relevanceScore(text: PreparedText): SQL {
  const parts: SQL[] = [];
  if (text.names.length) {
    const nearName = isLexiconWord(text) ? sql` * ${usesTypedWord(text)}` : sql``;
    const cases = text.names.map((name) =>
      name.closeness === 1
        ? sql`WHEN ${name.id} THEN 100::float8`
        : sql`WHEN ${name.id} THEN ${4 * name.closeness}::float8${nearName}`,
    );
    parts.push(sql`(CASE ${aiTools.id} ${sql.join(cases, sql` `)} ELSE 0 END)`);
  }
  if (text.groups.length) {
    const groups = text.groups.map(groupQuery);
    // With one term every text match matches all of it; only names are found otherwise.
    if (groups.length > 1) {
      const matched = groups.map((group) => sql`(${aiTools.searchVector} @@ ${group})::int`);
      parts.push(sql`(4.0 * (${sql.join(matched, sql` + `)}) / ${groups.length})`);
    }
    parts.push(
      sql`(3.0 * ts_rank(${WEIGHTS}, ${aiTools.searchVector}, ${sql.join(groups, sql` || `)}, 1))`,
    );
    if (groups.length > 1) {
      const phrase = text.groups.map((group) => group[0]).join(" ");
      parts.push(
        sql`(CASE WHEN ${aiTools.searchVector} @@ phraseto_tsquery('english'::regconfig, ${phrase}) THEN 1 ELSE 0 END)`,
      );
    }
  }
  // A brand named beside the task lifts the tools that mention it or share its categories.
  for (const boost of text.boosts ?? []) {
    parts.push(sql`(1.5 * (${aiTools.searchVector} @@ ${groupQuery(boost)})::int)`);
  }
  if (text.mainCategories?.length) {
    parts.push(
      sql`(${MAIN_CATEGORY_WEIGHT} * (${aiTools.category}[1] = ANY(${sqlTextArray(text.mainCategories)}))::int)`,
    );
  }
  // Among equal matches, the more popular and better rated tool first (decision 017).
  parts.push(sql`(ln(1 + ${aiTools.popularity}) / 120.0)`);
  parts.push(sql`(coalesce(${aiTools.rankRating}, 0) / 100.0)`);
  return sql.join(parts, sql` + `);
}
