import { isIP, type BlockList } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getEnv, type TrustProxy } from "~/lib/env.server";

/**
 * The visitor's address from the hops of a request: the addresses in X-Forwarded-For, then the
 * socket's peer. A proxy appends the address it received the request from, so entries on the
 * left are whatever the client wrote and only the right end can be believed. Walking from the
 * right past the proxies the operator trusts (a number of hops, or their addresses), the first
 * other address is the visitor's.
 */
export function visitorAddress(forwardedFor: string | undefined, peer: string, trust: TrustProxy) {
  if (trust.kind === "none") return peer;
  const hops = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
    peer,
  ];
  if (trust.kind === "hops") {
    // The peer is the nearest proxy; each trusted proxy added the address before it.
    return hops[Math.max(0, hops.length - 1 - trust.hops)]!;
  }
  for (let i = hops.length - 1; i > 0; i--) {
    if (!isTrusted(trust.proxies, hops[i]!)) return hops[i]!;
  }
  return hops[0]!;
}

function isTrusted(proxies: BlockList, address: string) {
  const family = isIP(address);
  if (family === 0) return false;
  return proxies.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The address of the visitor of this request (see `visitorAddress` and TRUST_PROXY). */
export function clientAddress(c: Context): string {
  let peer = "unknown";
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (a request made in-process): the visitor is unknown.
  }
  return visitorAddress(c.req.header("x-forwarded-for"), peer, getEnv().TRUST_PROXY);
}
