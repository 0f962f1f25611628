// A tool's states (decision 013), kept apart from schema.ts so pages can use them without the
// database code: only published tools are on the site and in the API.
export const TOOL_STATUSES = ["draft", "published", "archived"] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];
