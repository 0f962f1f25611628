// How close a typed word must be to a known one to stand for it. Kept apart from the search
// text's lexicon, so that pages which only read a query's intent do not load it.

/**
 * Damerau-Levenshtein distance (adjacent transpositions count once): how a typo is judged
 * close enough to a catalogue word to stand for it.
 */
export function editDistance(a: string, b: string) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven: one edit in words of up to six letters, two in longer ones. */
export function isLikelyTypo(typed: string, known: string) {
  if (typed.length < 4) return false;
  return editDistance(typed, known) <= (typed.length <= 6 ? 1 : 2);
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every word one edit from `word` (a letter dropped, added or changed, or two neighbours
 * swapped): the typos of short words that share too few letter triples with the word meant for
 * a similarity search to find it ("imgae" and "image" share two of six).
 */
export function oneEditAway(word: string) {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after) found.add(before + after.slice(1));
    if (after.length > 1) found.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      if (after) found.add(before + letter + after.slice(1));
      found.add(before + letter + after);
    }
  }
  found.delete(word);
  return [...found];
}
