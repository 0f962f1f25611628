// Layout constants (docs/product.md#header-and-footer).
export const HEADER_SHADOW_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 300;

export const HEADER_LINKS = [
  { to: "/categories", label: "Categories" },
  { to: "/pricing", label: "Pricing" },
  { to: "/recommend", label: "AI Recommender" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/submit-tool", label: "Submit Tool" },
] as const;

export const FOOTER_LINKS = [
  { to: "/news", label: "AI News" },
  { to: "/compare", label: "Compare Tools" },
  { to: "/api-docs", label: "API Documentation" },
  { to: "/community", label: "Community" },
  { to: "/careers", label: "Careers" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/contact", label: "Contact" },
] as const;

/**
 * docs/product.md#header-and-footer: five category shortcuts, the categories with the most tools.
 */
export const FOOTER_CATEGORY_COUNT = 5;
