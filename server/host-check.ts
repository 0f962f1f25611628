import type { MiddlewareHandler } from "hono";

/**
 * A Host header that names a host (RFC 9110 §7.2): a name or an IPv4 or bracketed IPv6
 * address, and a port. Anything else (a path, credentials, a second host) is not one.
 */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether a request's Host header, if it sent one, names a host. */
export function hostIsValid(host: string | undefined | null) {
  return host === undefined || host === null || HOST.test(host);
}

/**
 * Refuses a request whose Host header is not a host, whatever its request line says: such a
 * header could otherwise make two addresses look alike to a cache in front of the app.
 */
export function hostChecked(): MiddlewareHandler {
  return async (c, next) => {
    if (hostIsValid(c.req.header("host"))) return next();
    return c.text("The request's Host header does not name a host.", 400, {
      "Cache-Control": "no-store",
    });
  };
}
