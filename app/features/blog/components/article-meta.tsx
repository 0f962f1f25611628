import { clsx } from "clsx";
import type { ArticleSummary } from "../schema";

/** Category, reading time and date, in one line. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<ArticleSummary, "category" | "readingTime" | "date" | "dateLabel">;
  className?: string;
}) {
  return (
    <div className={clsx("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        {article.category}
      </span>
      <span className="text-slate-600">{article.readingTime}</span>
      <span aria-hidden="true" className="text-slate-400">
        ·
      </span>
      <time dateTime={article.date} className="text-slate-600">
        {article.dateLabel}
      </time>
    </div>
  );
}

/** The author's avatar, name and role. */
export function ArticleAuthor({
  author,
  size = "sm",
}: {
  author: ArticleSummary["author"];
  size?: "sm" | "md";
}) {
  const pixels = size === "md" ? 48 : 32;
  return (
    <div className="flex items-center gap-3">
      <img
        src={author.avatar}
        alt=""
        width={pixels}
        height={pixels}
        className={clsx("rounded-full", size === "md" ? "size-12" : "size-8")}
      />
      <div className="text-sm leading-tight">
        <p className="font-semibold text-slate-900">{author.name}</p>
        <p className="text-slate-600">{author.title}</p>
      </div>
    </div>
  );
}

/** The article's cover image, drawn at its own 1200 by 630 proportions. */
export function ArticleCover({
  article,
  className,
  lazy = false,
}: {
  article: Pick<ArticleSummary, "coverImage" | "coverAlt">;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={article.coverImage}
      alt={article.coverAlt}
      width={1200}
      height={630}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
