import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import type { Db } from "~/lib/db.server";

/**
 * The directory's search as a person meets it: the ids of the first page of ten results for `q`,
 * in the order the query schema gives by default when text is present.
 */
export function directorySearch(db: Db) {
  return async (q: string) => {
    const { tools } = await searchTools(ToolQuerySchema.parse({ q, pageSize: "10" }), db);
    return tools.map((tool) => tool.id);
  };
}
