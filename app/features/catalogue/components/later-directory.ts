import { later } from "~/lib/later";

// The directory's parts that are below its list, shown only for some searches or inside its
// filter panel: their code is
// fetched as the page hydrates them, not before (decision 036).

/**
 * The filter panel's fields. Their panel, its Filters button on phones and the sort beside it
 * stay in the first scripts, so the panel opens at once; the fields it shows are the server's
 * until their code has hydrated them.
 */
export const LaterToolFilters = later(() =>
  import("./tool-filter-fields").then((module) => module.ToolFilters),
);

/** The page links under the list. */
export const LaterPaginationNav = later(() =>
  import("./pagination-nav").then((module) => module.PaginationNav),
);

/** What the search understood ("Alternatives to X, free plan only"), shown for such searches. */
export const LaterUnderstoodNotice = later(() =>
  import("./understood-notice").then((module) => module.UnderstoodNotice),
);
