/** Whole numbers as written in English ("1,234"); one formatter, made once. */
const INTEGER = new Intl.NumberFormat("en-US");

/** "1,234": a count written with its thousands separated. */
export function formatCount(count: number) {
  return INTEGER.format(count);
}

/** "1 tool", "1,234 tools": a count with its noun, singular only for one. */
export function countOf(count: number, one: string, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
