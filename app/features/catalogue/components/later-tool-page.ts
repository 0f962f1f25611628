import { later } from "~/lib/later";

// A tool page's parts below the fold: their code is fetched as the page hydrates them, not
// before (decision 036).

/** The tool's history of changes, at the end of its main column. */
export const LaterToolHistory = later(() =>
  import("./tool-history").then((module) => module.ToolHistory),
);

/** The similar tools at the foot of the page. */
export const LaterSimilarTools = later(() =>
  import("./similar-tools").then((module) => module.SimilarTools),
);

/** The error page of a page about one tool (a 404 says why): needed only when one goes wrong. */
export const LaterToolErrorBoundary = later(() =>
  import("./tool-not-found").then((module) => module.ToolErrorBoundary),
);
