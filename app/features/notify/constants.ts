import type { Toast } from "~/lib/form-reply";

/**
 * The pages "Notify me" requests were kept against (docs/product.md#coming-soon-pages), by the
 * path segment they live at. /api-docs has become the API reference; the requests made while it
 * was a placeholder stay listed for the operator.
 */
export const COMING_SOON_PAGES = ["news", "api-docs", "community"] as const;
export type ComingSoonPage = (typeof COMING_SOON_PAGES)[number];

/** The pages that are still placeholders, with a "Notify me" form. */
export const PLACEHOLDER_PAGES = ["news", "community"] as const satisfies ComingSoonPage[];
export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number];

/** docs/product.md#coming-soon-pages: the pages' titles. */
export const COMING_SOON_TITLES: Record<ComingSoonPage, string> = {
  news: "AI News",
  "api-docs": "API Documentation",
  community: "Community",
};

/** Requests per page in the admin list. */
export const NOTIFY_REQUESTS_PAGE_SIZE = 25;

/** docs/product.md#coming-soon-pages: shown for 3000 ms after a notify request. */
export function notifyToast(pageTitle: string): Toast {
  return {
    type: "success",
    title: "Subscription successful!",
    description: `We'll notify you when ${pageTitle} is available.`,
    duration: 3000,
  };
}
