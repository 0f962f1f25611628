import { getEnv } from "./env.server";

/** The site's public origin: BASE_URL when set, else the request's own. */
export function siteOrigin(request: Request) {
  return getEnv().BASE_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
