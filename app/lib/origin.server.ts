import { getEnv } from "./env.server";

/**
 * The site's public origin: BASE_URL when set. Without it, a production server never takes its
 * origin from the Host header, which any client chooses (canonical links and the sitemap would
 * name its host, and be cached for everyone): it uses the address it announces at start, as
 * its emails do. Elsewhere (development, tests) the request's own origin serves.
 */
export function siteOrigin(request: Request) {
  const env = getEnv();
  if (env.BASE_URL || env.NODE_ENV === "production") return announcedOrigin();
  return new URL(request.url).origin;
}

/**
 * The origin the server announces at start, with no request to go by: BASE_URL, or the local
 * address it listens on. Links in emails and provider callbacks use it.
 */
export function announcedOrigin() {
  const env = getEnv();
  return (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
