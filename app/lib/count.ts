/** "1 tool", "1,234 tools": a count with its noun, singular only for one. */
export function countOf(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
