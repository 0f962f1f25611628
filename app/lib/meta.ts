import type { MetaDescriptor } from "react-router";
import { SITE } from "./site";

type RootData = { origin?: string } | undefined;

/** The site's public origin, from the root loader (BASE_URL, or the request's own). */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData;
  return root?.origin ?? "";
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page.
 * `title` is the page's own title; the site name is appended unless it is the home page or
 * `appendSiteName` is false (Open Graph's site name still carries it).
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  /** A picture's address, or one whose size and description are known (a share image). */
  image?: string | { url: string; width: number; height: number; alt: string };
  noindex?: boolean;
  appendSiteName?: boolean;
}): MetaDescriptor[] {
  const plain = options.title === SITE.name || options.appendSiteName === false;
  const title = plain ? options.title : `${options.title} | ${SITE.name}`;
  const url = `${options.origin}${options.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: options.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
  ];
  if (options.image) {
    const picture = typeof options.image === "string" ? { url: options.image } : options.image;
    const image = picture.url.startsWith("http") ? picture.url : `${options.origin}${picture.url}`;
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if ("alt" in picture) {
      tags.push(
        { property: "og:image:width", content: String(picture.width) },
        { property: "og:image:height", content: String(picture.height) },
        { property: "og:image:alt", content: picture.alt },
        { name: "twitter:image:alt", content: picture.alt },
      );
    }
  }
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
