import { Link } from "react-router";
import { longDate } from "~/lib/dates";
import type { PublicReview } from "../schema";
import { StarRow } from "./star-row";

/** One review: stars, title, who and when, and the text as plain text (React escapes it). */
export function ReviewItem({
  review,
  about,
  children,
}: {
  review: PublicReview;
  /** What the review is of, above it, where the page lists several tools' reviews. */
  about?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const edited = Date.parse(review.updatedAt) - Date.parse(review.createdAt) > 60_000;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      {about}
      <StarRow stars={review.stars} />
      <h3 className="mt-1 font-semibold [overflow-wrap:anywhere] text-slate-900">{review.title}</h3>
      <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600">
        <span className="font-medium [overflow-wrap:anywhere] text-slate-800">{review.author}</span>
        <time dateTime={review.createdAt}>{longDate(review.createdAt)}</time>
        {edited && <span>{`(edited ${longDate(review.updatedAt)})`}</span>}
      </p>
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
        {review.body}
      </p>
      {children}
    </article>
  );
}

/** Newer / older pages of a list, as plain links that keep the page's other parameters. */
export function ReviewPages({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav
      aria-label="Review pages"
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} preventScrollReset>
          Newer reviews
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{`Page ${page} of ${pageCount}`}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} preventScrollReset>
          Older reviews
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
