import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getEnv } from "~/lib/env.server";

/**
 * The address of the visitor: the socket's peer, or with TRUST_PROXY=true the first address of
 * X-Forwarded-For (only behind a proxy that sets it, or visitors could choose their own).
 */
export function clientAddress(c: Context): string {
  if (getEnv().TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
