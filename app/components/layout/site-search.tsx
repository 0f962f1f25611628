import { clsx } from "clsx";
import { useState } from "react";
import { SearchIcon } from "~/components/ui/icon";
import { useSiteNavigate } from "~/components/ui/site-link";
import { MAX_QUERY_LENGTH } from "~/lib/field-limits";

/** Where a search from anywhere lands: the home page's tool list, with the text in the URL. */
export function searchAddress(text: string) {
  const q = text.trim();
  return q ? `/?q=${encodeURIComponent(q)}#tools` : "/#tools";
}

/**
 * A search of the whole directory (the home page's hero, the header): submitting opens the tool
 * list with the text as its search. Without scripts it is a plain GET form to the same address.
 */
export function SiteSearchForm({
  label,
  placeholder = "Search AI tools",
  autoFocus = false,
  size = "compact",
  button = true,
  className,
}: {
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** "hero": a large field with its button; "compact": the header's field. */
  size?: "hero" | "compact";
  /** Whether a Search button follows the field (Enter searches either way). */
  button?: boolean;
  className?: string;
}) {
  const navigate = useSiteNavigate();
  const [text, setText] = useState("");
  const hero = size === "hero";
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action="/#tools"
      onSubmit={(event) => {
        if (!navigate) return;
        event.preventDefault();
        void navigate(searchAddress(text));
      }}
      className={clsx("flex gap-2", className)}
    >
      <div className="relative min-w-0 flex-1">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
          <SearchIcon className={hero ? "size-5" : "size-4"} />
        </span>
        <input
          type="search"
          name="q"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Opened on purpose (the header's search button): the field is what was asked for.
          autoFocus={autoFocus}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          className={clsx(
            "w-full rounded-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
            hero
              ? "min-h-12 pr-3 pl-10 text-base"
              : "min-h-11 pr-2 pl-9 text-base xl:min-h-9 xl:text-sm",
          )}
        />
      </div>
      {button ? (
        <button
          type="submit"
          className={clsx(
            "shrink-0 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700",
            hero ? "min-h-12 px-5" : "min-h-11 px-4 text-sm",
          )}
        >
          Search
        </button>
      ) : null}
    </form>
  );
}

/** The header's search button (below the widest screens): shows or hides its search row. */
export function SearchToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? "Close search" : "Search"}
      onClick={onToggle}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:size-9 xl:hidden"
    >
      <SearchIcon className="size-5" />
    </button>
  );
}
