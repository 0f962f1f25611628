import { SITE } from "~/lib/site";

/** Its policy: the page's own inline style, and nothing else. */
const PLAIN_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * A short page of the site's own, for answers made without the app's pages (the site is busy,
 * or failed before a page could render): a heading, a sentence and a way home. `message` is the
 * site's own words, never a visitor's.
 */
export function plainPage(
  status: number,
  { title, message }: { title: string; message: string },
  headers: Record<string, string> = {},
) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${SITE.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${message}</p><p><a href="/">Back to the home page</a></p></body></html>`;
  return new Response(page, {
    status,
    headers: {
      // An answer about this moment, for this visitor: never kept by a cache.
      "Cache-Control": "no-store",
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PLAIN_PAGE_POLICY,
    },
  });
}
