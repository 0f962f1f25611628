import { comparePath } from "~/lib/paths";
import { COMPARE_MAX, COMPARE_MIN } from "./constants";

/**
 * The compare picker (docs/product.md#compare): clicking a selected tool deselects it unless only
 * the minimum remain; selecting one more than the maximum drops the oldest selection.
 */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) {
    return selected.length <= COMPARE_MIN ? [...selected] : selected.filter((item) => item !== id);
  }
  const next = [...selected, id];
  return next.length > COMPARE_MAX ? next.slice(next.length - COMPARE_MAX) : next;
}

/** The compare page's address for these tool ids. */
export const compareHref = comparePath;
