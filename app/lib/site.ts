/** The product's name and fixed copy used across pages. */
export const SITE = {
  name: "AI Tools Directory",
  tagline: "Find the right AI tool, compared honestly",
  description:
    "A searchable directory of AI tools: compare features, pricing and API access, read honest pros and cons, and find the right tool for the job.",
  /**
   * The licence of the catalogue's data as the dataset download offers it (docs/product.md#dataset):
   * the listings are our own writing about public facts. An operator publishing listings of their
   * own states their licence here.
   */
  dataLicence: {
    name: "Creative Commons Attribution 4.0 (CC BY 4.0)",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
  /** Where people write to us (also in the about and legal pages). */
  contactEmail: "hello@aitools.directory",
} as const;

/**
 * Every cookie the site sets is named `aitools.` something (the session's, the toast's). The page
 * cache relies on it: a visitor carrying one of them gets a page of their own (decision 019).
 */
export const COOKIE_PREFIX = "aitools";
