import { clsx } from "clsx";
import { countOf } from "~/lib/count";

/** Five stars filled to `value` (0 to 5). */
function Stars({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span aria-hidden className="relative inline-block leading-none tracking-tight">
      <span className="text-slate-300">★★★★★</span>
      <span
        className="absolute inset-0 overflow-hidden text-amber-500"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}

export const EDITORIAL_RATING_NOTE =
  "Our editors' own score of the tool, not a user review. It is shown until users review the tool.";

/** Where the About page says how the editor's rating is set. */
export const EDITORIAL_RATING_METHOD = "/about#how-the-editors-rating-is-set";

/**
 * A tool's rating as it truly is (decision 017): the average of its users' reviews with their
 * number, or, until it has one, "No reviews yet" and the editors' score, labelled as theirs.
 */
export function ToolRating({
  rating,
  reviewCount,
  editorialRating,
  className,
}: {
  rating: number | null;
  reviewCount: number;
  editorialRating: number | null;
  className?: string;
}) {
  if (reviewCount > 0 && rating !== null) {
    return (
      <span
        className={clsx(
          "inline-flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700",
          className,
        )}
        data-rating="users"
      >
        <Stars value={rating} />
        <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
        <span className="sr-only">out of 5</span>
        <span className="text-slate-600">{`(${countOf(reviewCount, "review")})`}</span>
      </span>
    );
  }
  return (
    <span
      className={clsx(
        "inline-flex flex-wrap items-center gap-x-2 text-sm text-slate-600",
        className,
      )}
      data-rating="editorial"
    >
      <span className="whitespace-nowrap">No reviews yet</span>
      {editorialRating !== null && (
        // No stars: stars on this site are users' ratings only.
        <a
          href={EDITORIAL_RATING_METHOD}
          className="relative z-10 -my-3 inline-block py-3 whitespace-nowrap text-slate-700 underline decoration-slate-300 decoration-dotted underline-offset-2 hover:text-brand-700"
          title={EDITORIAL_RATING_NOTE}
        >
          {`Editor's rating ${editorialRating.toFixed(1)}`}
        </a>
      )}
    </span>
  );
}
