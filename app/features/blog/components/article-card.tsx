import { Link } from "react-router";
import type { ArticleSummary } from "../schema";
import { ArticleAuthor, ArticleCover, ArticleMeta } from "./article-meta";

/** The focus ring of a card's title link, rounded like the card it covers. */
const TITLE_LINK_CORNERS = {
  xl: "after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600",
  "2xl":
    "after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600",
} as const;

/** The article's title as a link stretched over the whole card, so the card is one target. */
function CardTitleLink({
  article,
  corner,
}: {
  article: Pick<ArticleSummary, "slug" | "title">;
  corner: keyof typeof TITLE_LINK_CORNERS;
}) {
  return (
    <Link to={`/blog/${article.slug}`} className={TITLE_LINK_CORNERS[corner]}>
      {article.title}
    </Link>
  );
}

/** A card in the blog grid: cover, meta, title, a two-line excerpt and the author. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article
      data-testid="article-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <ArticleCover article={article} lazy className="aspect-[1200/630] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <ArticleMeta article={article} />
        <h3 className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          <CardTitleLink article={article} corner="xl" />
        </h3>
        <p className="mt-2 line-clamp-2 text-slate-700">{article.excerpt}</p>
        <div className="mt-auto pt-4">
          <ArticleAuthor author={article.author} />
        </div>
      </div>
    </article>
  );
}

/** The featured article (docs/product.md#blog): the first one, shown large above the grid. */
export function FeaturedArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article
      data-testid="featured-article"
      className="group relative grid grid-cols-1 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md lg:grid-cols-2"
    >
      <ArticleCover article={article} className="aspect-[1200/630] h-full w-full object-cover" />
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Featured</p>
        <ArticleMeta article={article} className="mt-3" />
        <h2 className="mt-3 text-2xl font-bold text-slate-900 group-hover:text-brand-700 sm:text-3xl">
          <CardTitleLink article={article} corner="2xl" />
        </h2>
        <p className="mt-3 text-slate-700">{article.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <ArticleAuthor author={article.author} size="md" />
          <span aria-hidden="true" className="font-semibold whitespace-nowrap text-brand-700">
            Read article →
          </span>
        </div>
      </div>
    </article>
  );
}
