import { SITE } from "~/lib/site";

/** Its policy: the page's own inline style, and nothing else. */
const PLAIN_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Links a thumb can hit: at least 44 px tall. */
const LINK_STYLE = "display:inline-block;padding:0.625rem 0";

/**
 * A short page of the site's own, for answers made without the app's pages (the site is busy,
 * or failed before a page could render): a heading, a sentence and a way home. `message` is the
 * site's own words, never a visitor's.
 */
export function plainPage(
  status: number,
  { title, message, retry = false }: { title: string; message: string; retry?: boolean },
  headers: Record<string, string> = {},
) {
  // An empty href is the page's own address: "Try again" asks for it once more.
  const links = [
    ...(retry ? [`<a href="" style="${LINK_STYLE};margin-right:1.5rem">Try again</a>`] : []),
    `<a href="/" style="${LINK_STYLE}">Back to the home page</a>`,
  ].join("");
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${SITE.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${message}</p><p>${links}</p></body></html>`;
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
