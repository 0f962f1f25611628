import { later } from "~/lib/later";

// The newsletter's section and pop-up sit below a page's content or wait for a timer: their code
// (the form, its checks, the pop-up's timer) is fetched as the page hydrates them, not before.

export const LaterNewsletterSection = later(() =>
  import("./newsletter-section").then((module) => module.NewsletterSection),
);

export const LaterNewsletterPopup = later(() =>
  import("./newsletter-popup").then((module) => module.NewsletterPopup),
);
