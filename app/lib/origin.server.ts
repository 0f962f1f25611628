import { getEnv } from "./env.server";

/**
 * The site's public origin: BASE_URL when set. Without it, a production server never takes its
 * origin from the Host header, which any client chooses (canonical links and the sitemap would
 * name its host, and be cached for everyone): it uses the address it announces at start, as
 * its emails do. Elsewhere (development, tests) the request's own origin serves.
 */
export function siteOrigin(request: Request) {
  const env = getEnv();
  if (env.BASE_URL) return env.BASE_URL.replace(/\/$/, "");
  if (env.NODE_ENV === "production") return `http://localhost:${env.PORT}`;
  return new URL(request.url).origin;
}
