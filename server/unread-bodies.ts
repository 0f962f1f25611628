import type { IncomingMessage } from "node:http";
import { finished } from "node:stream/promises";
import type { MiddlewareHandler } from "hono";

/** The longest an answer waits for an unread body to arrive and be dropped. */
const DRAIN_MS = 2_000;

/**
 * Reads and drops a request body its handler never touched (a GET's, or one sent to a path or
 * method the site refuses) before the answer goes out. Left unread on a connection the server
 * then closes (Connection: close), such a body made the kernel reset the connection, which cut
 * the answer short. A body its handler began and gave up on (too large) is left alone: that
 * connection closes.
 */
export function unreadBodiesDrained(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming;
    if (!(incoming && "readableDidRead" in incoming) || incoming.readableDidRead) return;
    // A request whose whole body (or none at all, as a GET's) has been read off the socket
    // leaves nothing there to reset the connection.
    if (incoming.readableEnded || incoming.complete) return;
    const whole = incoming as IncomingMessage;
    whole.resume();
    await finished(whole, { signal: AbortSignal.timeout(DRAIN_MS) }).catch(() => {});
  };
}
