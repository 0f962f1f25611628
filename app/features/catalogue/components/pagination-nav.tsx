import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { paginationItems } from "../pagination";
import { pageHref } from "./use-tool-list-params";

// Big enough to tap on a phone; denser from the sm breakpoint, where a pointer is likelier.
const base =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium sm:min-h-0 sm:min-w-10";

/** Previous or Next: a link while there is such a page, greyed-out text at either end. */
function StepLink({ to, children }: { to: string | null; children: string }) {
  return to === null ? (
    <span aria-disabled className={clsx(base, "border-slate-200 text-slate-400")}>
      {children}
    </span>
  ) : (
    <Link to={to} preventScrollReset className={clsx(base, "border-slate-300 hover:bg-slate-50")}>
      {children}
    </Link>
  );
}

/**
 * Previous / numbered pages / next, as links that keep the other filters. With `more`, the
 * count of matches stopped before their end, so the last page known is not the last page:
 * it is not offered as such, and Next leads on.
 */
export function PaginationNav({
  page,
  pageCount,
  more = false,
  hash = "",
}: {
  page: number;
  pageCount: number;
  more?: boolean;
  hash?: string;
}) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const link = (target: number) => pageHref(params, target, hash);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <StepLink to={page > 1 ? link(page - 1) : null}>Previous</StepLink>
      {paginationItems(page, pageCount, { more }).map((item) =>
        typeof item === "number" ? (
          <Link
            key={item}
            to={link(item)}
            preventScrollReset
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={clsx(
              base,
              item === page
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 text-slate-800 hover:bg-slate-50",
            )}
          >
            {item}
          </Link>
        ) : (
          <span key={item} aria-hidden className="px-1 text-slate-600">
            …
          </span>
        ),
      )}
      <StepLink to={page < pageCount ? link(page + 1) : null}>Next</StepLink>
    </nav>
  );
}
