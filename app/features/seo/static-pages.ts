/**
 * Public pages listed in the sitemap besides tools, categories and articles. A page joins
 * this list when its route exists.
 */
export const STATIC_PAGES = [
  "/",
  "/categories",
  "/compare",
  "/changes",
  "/pricing",
  "/recommend",
  "/blog",
  "/about",
  "/terms",
  "/privacy",
  "/contact",
  "/submit-tool",
  "/careers",
  "/news",
  "/api-docs",
  "/community",
] as const;
