// Addresses of the site's pages, built in one place so every layer links them the same way.

/**
 * A tool's page: /tool/{id}/{slug}. Linking with the slug avoids the page's 301 to its
 * canonical address.
 */
export function toolPath(tool: { id: string; slug: string }) {
  return `/tool/${encodeURIComponent(tool.id)}/${encodeURIComponent(tool.slug)}`;
}
