import { openApiDocument } from "#server/api/openapi";
import { MCP_TOOLS, ToolCardSchema } from "#server/mcp/tools";
import { ApiReferenceView } from "~/features/api-reference/components/api-reference-view";
import { apiReference } from "~/features/api-reference/reference.server";
import type { ApiReference } from "~/features/api-reference/types";
import { originFrom, pageMeta } from "~/lib/meta";
import { siteOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/api-docs";

let built: { origin: string; reference: ApiReference } | undefined;

/**
 * /api-docs: the API and MCP reference (docs/product.md#api-reference), read from the OpenAPI
 * document and the MCP server's tool definitions; built once per origin (the examples' address).
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  if (built?.origin !== origin) {
    const sources = {
      document: openApiDocument(),
      mcp: { tools: MCP_TOOLS, components: { ToolCard: ToolCardSchema } },
    };
    built = { origin, reference: apiReference(origin, sources) };
  }
  return { reference: built.reference };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "API Documentation",
    description:
      "The directory's public JSON API and MCP server: every endpoint with its parameters, answers and an example request, and the tools assistants can call.",
    path: "/api-docs",
    origin: originFrom(matches),
  });

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  return <ApiReferenceView reference={loaderData.reference} />;
}
