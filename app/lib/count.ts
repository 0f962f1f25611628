/** Whole numbers as written in English ("1,234"): one formatter, made once. */
const INTEGER = new Intl.NumberFormat("en-US");

/** "1 tool", "1,234 tools": a count with its noun, singular only for one. */
export function countOf(count: number, one: string, many = `${one}s`) {
  return `${INTEGER.format(count)} ${count === 1 ? one : many}`;
}
