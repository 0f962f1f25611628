import { toolMarkdown } from "~/features/catalogue/tool-markdown";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { isToolId } from "~/lib/field-limits";
import { siteOrigin } from "~/lib/origin.server";
import { toolAlternativesPath, toolPath, toolVisitPath } from "~/lib/paths";
import type { Route } from "./+types/tool-markdown";

/**
 * /tools/{id}.md: a published tool's listing in Markdown (docs/product.md#llms-txt), cached like
 * a page. Anything else here is the plain not-found answer.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.file.endsWith(".md") ? params.file.slice(0, -".md".length) : "";
  const tool = isToolId(id) ? await getToolById(id) : null;
  if (!tool) {
    return new Response("No published tool has this id.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const origin = siteOrigin(request);
  const body = toolMarkdown(tool, {
    listing: `${origin}${toolPath(tool)}`,
    website: `${origin}${toolVisitPath(tool.id, "other")}`,
    alternatives: `${origin}${toolAlternativesPath(tool)}`,
  });
  return new Response(body, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
