import { VISIT_SOURCES, type VisitSource } from "~/db/visit-sources";
import { safeRedirect } from "./field-limits";

// Addresses of the site's pages, built in one place so every layer links them the same way.

/**
 * A tool's page: /tool/{id}/{slug}. Linking with the slug avoids the page's 301 to its
 * canonical address.
 */
export function toolPath(tool: { id: string; slug: string }): `/${string}` {
  return `/tool/${encodeURIComponent(tool.id)}/${encodeURIComponent(tool.slug)}`;
}

/** A category's page: /categories/{name}, the name as the catalogue writes it. */
export function categoryPath(category: string): `/${string}` {
  return `/categories/${encodeURIComponent(category)}`;
}

/** docs/product.md#alternatives: the tools most like this one. */
export function toolAlternativesPath(tool: { id: string }) {
  return `/tool/${encodeURIComponent(tool.id)}/alternatives`;
}

/** A tool's report form (docs/product.md#reports). */
export function toolReportPath(toolId: string) {
  return `/tool/${encodeURIComponent(toolId)}/report`;
}

/**
 * The signed-in visitor's saved tools (read with GET), or one tool of them (saved with POST,
 * removed with DELETE) (docs/product.md#saving-tools).
 */
export function savedToolsApiPath(toolId?: string) {
  const all = "/api/saved-tools";
  return toolId === undefined ? all : `${all}/${encodeURIComponent(toolId)}`;
}

/** A tool's listing in Markdown (docs/product.md#llms-txt). */
export function toolMarkdownPath(tool: { id: string }) {
  return `/tools/${encodeURIComponent(tool.id)}.md`;
}

/** The compare page (docs/product.md#compare) for these tool ids, in this order. */
export function comparePath(ids: readonly string[]) {
  return `/compare?tools=${ids.map(encodeURIComponent).join(",")}`;
}

/** A tool's page on its owner's dashboard (docs/product.md#your-tools). */
export function dashboardToolPath(toolId: string) {
  return `/dashboard/tools/${encodeURIComponent(toolId)}`;
}

/** Where a maker claims a tool's listing (docs/product.md#claiming-a-listing). */
export function toolClaimPath(toolId: string) {
  return `/tool/${encodeURIComponent(toolId)}/claim`;
}

/**
 * The source a `/go/{id}` address names (docs/product.md#outbound-visits): one of the fixed
 * kinds, or `other` for anything else, so no value of it changes more than the count.
 */
export function visitSourceOf(value: string | null | undefined): VisitSource {
  return (VISIT_SOURCES as readonly (string | null | undefined)[]).includes(value)
    ? (value as VisitSource)
    : "other";
}

/**
 * A link to a tool's website: /go/{id}?source={kind}, which counts the visit and redirects to
 * the website the tool has at that moment (decision 028).
 */
export function toolVisitPath(toolId: string, source: VisitSource) {
  return `/go/${encodeURIComponent(toolId)}?source=${source}`;
}

/** Where a tool's suggested edits are written and sent (decision 026). */
export function toolSuggestPath(toolId: string) {
  return `/tool/${encodeURIComponent(toolId)}/suggest`;
}

/**
 * An account page's address with where to go once signed in (a path of this site, such as the
 * tool page where a visitor asked to save a tool), carried from sign-in to sign-up, into the
 * confirmation email and through a provider. Without one, or with one that is not a path of
 * this site, the address is left as it is (sign-in then leads to the dashboard).
 */
export function withReturnPath(page: string, redirectTo: string | null | undefined) {
  const back = safeRedirect(redirectTo, "");
  if (!back) return page;
  return `${page}${page.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(back)}`;
}

/** The monogram this site draws for a tool (/logos/{id}.svg): its logo when it has none. */
export function monogramLogoPath(id: string) {
  return `/logos/${encodeURIComponent(id)}.svg`;
}
