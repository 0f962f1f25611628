import { later } from "~/lib/later";

// Parts of every page's frame that a visitor does not reach for first: their code is fetched as
// the page hydrates them, not among every page's first scripts (decision 036).

/** The back-to-top button: hidden until the page is scrolled down. */
export const LaterBackToTop = later(() =>
  import("./back-to-top").then((module) => module.BackToTop),
);

/** The footer, below every page's content. */
export const LaterFooter = later(() => import("./footer").then((module) => module.Footer));
