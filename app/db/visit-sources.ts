// Where a link to a tool's website sits (decision 028), kept apart from schema.ts so pages can
// build their links without the database code. Anything else is counted as `other`.
export const VISIT_SOURCES = ["tool", "compare", "api", "mcp", "other"] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];
