import { Link } from "react-router";
import type { ArticleSummary } from "../schema";
import { ArticleAuthor, ArticleMeta } from "./article-meta";

/** A card in the blog grid: cover, meta, title, a two-line excerpt and the author. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article
      data-testid="article-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <img
        src={article.coverImage}
        alt={article.coverAlt}
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <ArticleMeta article={article} />
        <h3 className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          <Link
            to={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </Link>
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
      <img
        src={article.coverImage}
        alt={article.coverAlt}
        width={1200}
        height={630}
        className="aspect-[1200/630] h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Featured</p>
        <ArticleMeta article={article} className="mt-3" />
        <h2 className="mt-3 text-2xl font-bold text-slate-900 group-hover:text-brand-700 sm:text-3xl">
          <Link
            to={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </Link>
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
