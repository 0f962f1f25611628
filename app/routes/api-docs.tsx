import { renderToStaticMarkup } from "react-dom/server";
import { openApiDocument } from "#server/api/openapi";
import { MCP_TOOLS, ToolCardSchema } from "#server/mcp/tools";
import { ApiReferenceView } from "~/features/api-reference/components/api-reference-view";
import { apiReference } from "~/features/api-reference/reference.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { loadAsDocument, serverDrawn } from "~/lib/server-drawn";
import { siteOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/api-docs";

let built: { origin: string; html: string } | undefined;

const reference = serverDrawn();

/**
 * /api-docs: the API and MCP reference (docs/product.md#api-reference), read from the OpenAPI
 * document and the MCP server's tool definitions; built once per origin (the examples' address).
 * The reference is plain HTML that never changes in the browser: drawn here, it is kept by the
 * browser without hydrating it (decision 042), and is not part of the page's data; its
 * components' code is not in the browser's bundle.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  if (built?.origin !== origin) {
    const sources = {
      document: openApiDocument(),
      mcp: { tools: MCP_TOOLS, components: { ToolCard: ToolCardSchema } },
    };
    const html = renderToStaticMarkup(
      <ApiReferenceView reference={apiReference(origin, sources)} />,
    );
    built = { origin, html };
  }
  context.set(reference.key, built.html);
  return null;
}

export const clientLoader = loadAsDocument;
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "API Documentation",
    description:
      "The directory's public JSON API and MCP server: every endpoint with its parameters, answers and an example request, and the tools assistants can call.",
    path: "/api-docs",
    origin: originFrom(matches),
  });

export default function ApiDocs() {
  return <reference.Part />;
}
