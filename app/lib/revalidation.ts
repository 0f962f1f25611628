import type { ShouldRevalidateFunction } from "react-router";

/**
 * For a loader whose data does not depend on the address's query: a new search, filter or page
 * of the same page (only the query changed, nothing posted) does not run it again. Anything
 * else, including an explicit revalidation of the same address, runs it as usual.
 */
export const unlessOnlyTheQueryChanged: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;
