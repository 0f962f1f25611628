import { COMPARE_MAX } from "./constants";
import { TOOL_ID_PATTERN } from "~/lib/field-limits";

/**
 * Spec 1 §5: the `tools` parameter split on commas, blank ids dropped; ids that cannot exist
 * are dropped too, repeats removed, and at most three kept.
 */
export function parseCompareIds(param: string | null): string[] {
  if (!param) return [];
  const ids = param
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "" && TOOL_ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
