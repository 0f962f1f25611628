import { later } from "~/lib/later";

// A tool's reviews sit below its description and facts: their code (the form, the stars, the
// replies, the pages) is fetched as the page hydrates them, not before.

export const LaterReviewSection = later(() =>
  import("./review-section").then((module) => module.ReviewSection),
);
