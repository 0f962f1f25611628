/** The coming-soon pages (spec 1 §2), by the path segment they live at. */
export const COMING_SOON_PAGES = ["news", "api-docs", "community"] as const;
export type ComingSoonPage = (typeof COMING_SOON_PAGES)[number];

/** Spec 1 §8: shown for 3000 ms after a notify request. */
export const NOTIFY_TOAST = {
  title: "Subscription successful!",
  description: (pageTitle: string) => `We'll notify you when ${pageTitle} is available.`,
  duration: 3000,
} as const;
