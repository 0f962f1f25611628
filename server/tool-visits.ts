import { Hono } from "hono";
import { isbot } from "isbot";
import { recordToolVisit, toolVisitRateLimit } from "~/features/analytics/mutations.server";
import { getToolWebsite } from "~/features/catalogue/tool-reads.server";
import { isToolId } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { visitSourceOf } from "~/lib/paths";
import { clientAddress } from "./client-address";

/**
 * GET /go/{id}?source={kind}: every link to a tool's website (docs/product.md#outbound-visits,
 * decision 028). It answers 302 to the website the published tool has now, read from the
 * database; `source` only picks the count, never the target. The visit is counted for the tool,
 * the source and the UTC day, unless it comes from a bot, is a HEAD request or is over the
 * address's limit. A count that fails is logged and the visitor is sent on all the same. Any
 * other id falls through to the site's not-found page.
 */
export function createToolVisitRoutes() {
  const routes = new Hono();
  routes.get("/:id", async (c, next) => {
    const id = c.req.param("id");
    const website = isToolId(id) ? await getToolWebsite(id) : null;
    if (!website) return next();
    const counted =
      c.req.method === "GET" &&
      !isbot(c.req.header("user-agent") ?? "") &&
      (await toolVisitRateLimit.consume(`${clientAddress(c)} ${id}`)).allowed;
    if (counted) {
      try {
        await recordToolVisit(id, visitSourceOf(c.req.query("source")));
      } catch (error) {
        log.error("A visit of a tool's website could not be counted", {
          toolId: id,
          error: String(error),
        });
      }
    }
    // Each visit must reach this server to be counted: no cache keeps the answer.
    c.header("Cache-Control", "no-store");
    return c.redirect(website, 302);
  });
  return routes;
}
