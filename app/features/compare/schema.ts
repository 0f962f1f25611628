import { COMPARE_MAX } from "./constants";

/** The longest id a notice repeats back (an address can hold any text). */
const SHOWN_ID_CHARS = 60;

/**
 * docs/product.md#compare: the `tools` parameter split on commas, blank ids dropped; repeats are
 * removed and at most three kept. Ids that name no tool stay in the list, so the page can say which
 * ones it could not find.
 */
export function parseCompareIds(param: string | null): string[] {
  if (!param) return [];
  const ids = param
    .split(",")
    .map((id) => id.trim().slice(0, SHOWN_ID_CHARS))
    .filter((id) => id !== "");
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
