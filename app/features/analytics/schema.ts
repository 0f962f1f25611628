import { z } from "zod";

const MAX_PATH = 512;
// eslint-disable-next-line no-control-regex
const PATH_PATTERN = /^\/[^\s\u0000-\u001f]*$/;

/** A page view reported by the browser: the path, and where the visitor came from. */
export const PageViewSchema = z.object({
  path: z
    .string({ message: "path is required" })
    .max(MAX_PATH, `path can be at most ${MAX_PATH} characters`)
    .regex(PATH_PATTERN, "path must start with / and hold no spaces or control characters"),
  referrer: z.string().max(2048).optional().nullable(),
});
export type PageViewInput = z.infer<typeof PageViewSchema>;

/** Only the host name of an http(s) referrer is kept; anything else counts as none. */
export function referrerHost(referrer: string | null | undefined) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.hostname.slice(0, 255)
      : null;
  } catch {
    return null;
  }
}

/** The path without its query string or fragment (they can hold personal data). */
export function pathOnly(path: string) {
  return path.split(/[?#]/, 1)[0] || "/";
}
