import { z } from "zod";

/** The site's own pages kept as Markdown in content/pages/. */
export const CONTENT_PAGES = ["about", "terms", "privacy"] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The front matter of a content/pages/*.md file. */
export const PageFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).max(300),
  updated: z.iso.date(),
});

export type ContentPage = z.infer<typeof PageFrontMatterSchema> & {
  name: ContentPageName;
  /** "November 22, 2026" */
  updatedLabel: string;
  html: string;
};
