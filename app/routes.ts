import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the site, in one place (spec 1 §2 route table).
export default [
  index("routes/home.tsx"),
  route("tool/:id/:slug?", "routes/tool.tsx"),
  route("categories/:category?", "routes/categories.tsx"),
  route("compare", "routes/compare.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("news", "routes/coming-soon.tsx", { id: "news" }),
  route("api-docs", "routes/coming-soon.tsx", { id: "api-docs" }),
  route("community", "routes/coming-soon.tsx", { id: "community" }),
  route("signin", "routes/redirect.tsx", { id: "signin" }),
  route("sign-in", "routes/redirect.tsx", { id: "sign-in" }),
  route("sign-up", "routes/redirect.tsx", { id: "sign-up" }),
  route("register", "routes/redirect.tsx", { id: "register" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
