import { PAGINATION_ALL_PAGES_UP_TO } from "./constants";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * docs/product.md#tool-directory: all pages when there are 5 or fewer; otherwise the first and last
 * page, the current page with its neighbours, and an ellipsis wherever pages are skipped. With
 * `more` (there are pages past pageCount, uncounted), the list ends in an ellipsis instead of a
 * last page.
 */
export function paginationItems(
  current: number,
  pageCount: number,
  { more = false }: { more?: boolean } = {},
): PageItem[] {
  if (more) {
    const page = Math.min(Math.max(current, 1), pageCount);
    let start = Math.max(2, page - 1);
    if (start === 3) start = 2;
    const end = Math.min(pageCount, Math.max(page + 1, 4));
    const items: PageItem[] = [1];
    if (start > 2) items.push("ellipsis-start");
    for (let number = start; number <= end; number++) items.push(number);
    items.push("ellipsis-end");
    return items;
  }
  if (pageCount <= PAGINATION_ALL_PAGES_UP_TO) {
    return Array.from({ length: pageCount }, (_, index) => index + 1);
  }
  const page = Math.min(Math.max(current, 1), pageCount);
  let start = Math.max(2, page - 1);
  let end = Math.min(pageCount - 1, page + 1);
  // Keep the window three pages wide at either end.
  if (page <= 3) end = 4;
  if (page >= pageCount - 2) start = pageCount - 3;
  // An ellipsis never hides a single page: show that page instead.
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis-start");
  for (let number = start; number <= end; number++) items.push(number);
  if (end < pageCount - 1) items.push("ellipsis-end");
  items.push(pageCount);
  return items;
}
