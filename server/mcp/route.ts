import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recommendationRateLimit } from "~/features/recommender/mutations.server";
import { RECOMMENDER_MESSAGES } from "~/features/recommender/constants";
import { announcedOrigin, siteOrigin } from "~/lib/origin.server";
import { createRateLimiter, retryAfterText } from "~/lib/rate-limit.server";
import { apiError, rateLimitedError } from "../api/errors";
import { clientAddress } from "../client-address";
import { createCatalogueServer } from "./catalogue-server";

// docs/product.md#mcp-server: POST /mcp, the Model Context Protocol over Streamable HTTP,
// stateless (a new server and transport for every request, so any app server answers any
// request), read-only and without a key. The checks the protocol asks of a server reachable
// from a browser come first: a foreign Origin is refused by the site's own same-origin rule
// (403), and a Host that is neither this site's nor a loopback name is refused here (403), so a
// page whose name was made to point at this server (DNS rebinding) cannot use it.

/** The largest request body taken: a JSON-RPC message with a need of 2,000 characters fits. */
export const MCP_MAX_BYTES = 64 * 1024;

/** Requests per address and minute, as many as a person's assistant makes in a busy session. */
export const mcpRateLimit = createRateLimiter({ name: "mcp", limit: 120, windowMs: 60_000 });

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name a Host header names, without its port, in lower case. */
function hostName(host: string) {
  return host.toLowerCase().replace(/:\d+$/, "");
}

/** Whether a request for /mcp names this site: BASE_URL's host, or a loopback name. */
export function mcpHostAllowed(host: string | undefined) {
  if (!host) return false;
  const name = hostName(host);
  return LOOPBACK.has(name) || name === hostName(new URL(announcedOrigin()).host);
}

export function createMcpRoutes() {
  const routes = new Hono();

  routes.post(
    "/",
    async (c, next) => {
      if (!mcpHostAllowed(c.req.header("host"))) {
        return apiError(
          c,
          403,
          "host_not_allowed",
          "This server answers MCP requests only for its own address (BASE_URL) or a loopback name.",
        );
      }
      const limit = await mcpRateLimit.consume(clientAddress(c));
      if (!limit.allowed) {
        return rateLimitedError(
          c,
          limit.retryAfterSeconds,
          "You have sent many requests to the MCP server in a short while.",
        );
      }
      return next();
    },
    bodyLimit({
      maxSize: MCP_MAX_BYTES,
      onError: (c) =>
        apiError(
          c,
          413,
          "too_large",
          `The request body can be at most ${MCP_MAX_BYTES / 1024} KB.`,
        ),
    }),
    async (c) => {
      const address = clientAddress(c);
      const server = createCatalogueServer(siteOrigin(c.req.raw), {
        recommend: async () => {
          const limit = await recommendationRateLimit.consume(address);
          return limit.allowed
            ? null
            : `${RECOMMENDER_MESSAGES.rateLimited} ${retryAfterText(limit.retryAfterSeconds)}`;
        },
      });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const response = await transport.handleRequest(c.req.raw);
        const headers = new Headers(response.headers);
        headers.set("Cache-Control", "no-store");
        return new Response(response.body, { status: response.status, headers });
      } finally {
        await server.close();
      }
    },
  );

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  routes.all("/", (c) => {
    c.header("Allow", "POST");
    return apiError(
      c,
      405,
      "method_not_allowed",
      "This MCP server is stateless: send each JSON-RPC message with POST.",
    );
  });

  return routes;
}
