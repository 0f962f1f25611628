import { Link, useSearchParams } from "react-router";
import { comparePath, toolAlternativesPath, toolPath } from "~/lib/paths";
import { activeFilters, filtersQuery, withoutFilter, type FilterKey } from "../alternatives";
import { PLATFORM_LABELS } from "../facts";
import { alternativesQuery } from "../intent";
import type { Understood } from "../schema";

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100";
const ACTION = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";

type Conditional = Extract<Understood, { kind: "alternatives" | "conditions" }>;

/** What the conditions are stated against: the named tool, or the words searched for. */
const subjectOf = (understood: Conditional) =>
  understood.kind === "alternatives" ? understood.tool.name : understood.words;

/** A stated condition as the notice's sentence says it ("free plan only"). */
function conditionPhrase(key: FilterKey, understood: Conditional) {
  const { filters } = understood;
  switch (key) {
    case "free":
      return "free plan only";
    case "cheaper":
      return `cheaper than ${subjectOf(understood)}`;
    case "openSource":
      return "open source only";
    case "api":
      return "with an API only";
    case "selfHosted":
      return "self-hostable only";
    case "platform":
      return `on ${filters.platform ? PLATFORM_LABELS[filters.platform] : ""}`;
  }
}

/** This list's address with another search text (none when empty), from its first page. */
function withText(params: URLSearchParams, q: string, hash: string) {
  const next = new URLSearchParams(params);
  if (q) next.set("q", q);
  else next.delete("q");
  next.delete("page");
  return `?${next.toString()}${hash}`;
}

/** The search text without a condition: for a plain search, its words alone. */
function withoutCondition(understood: Conditional, key: FilterKey) {
  if (understood.kind === "conditions" && !understood.alternatives) return understood.words;
  return alternativesQuery(subjectOf(understood), withoutFilter(understood.filters, key));
}

/** What a search asking for a free plan says it shows ("free image generator"). */
function freePlanSentence(words: string, stated: string) {
  return words
    ? `Showing the tools that match “${words}”${stated}.`
    : "Showing the tools with a free plan.";
}

/**
 * What the search text was read as asking for (docs/product.md#search-intent): the alternatives
 * to a named tool, or tools meeting stated conditions, each condition removable, or a comparison
 * of named tools, with the way to their side-by-side page.
 */
export function UnderstoodNotice({
  understood,
  hash = "",
}: {
  understood: Understood;
  hash?: string;
}) {
  const [params] = useSearchParams();
  if (understood.kind === "comparison") {
    const names = understood.tools.map((tool) => tool.name);
    const listed = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
    return (
      <div role="note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
        <p>Comparing {listed}: here are their listings.</p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <Link to={comparePath(understood.tools.map((tool) => tool.id))} className={ACTION}>
            Compare {listed} side by side
          </Link>
        </div>
      </div>
    );
  }
  const { filters } = understood;
  const subject = subjectOf(understood);
  const conditions = activeFilters(filters, subject);
  const stated = conditions.map(({ key }) => `, ${conditionPhrase(key, understood)}`).join("");
  const chips = conditions.length > 0 && (
    <ul aria-label="Conditions understood" className="mt-2 flex flex-wrap gap-2">
      {conditions.map(({ key, label }) => (
        <li key={key}>
          <Link
            to={withText(params, withoutCondition(understood, key), hash)}
            aria-label={`Remove condition: ${label}`}
            className={CHIP}
          >
            {label}
            <span aria-hidden>×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  if (understood.kind === "conditions") {
    return (
      <div role="note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
        <p>
          {understood.alternatives
            ? `No listed tool is called “${subject}”: showing the tools that match it${stated}.`
            : freePlanSentence(subject, stated)}
        </p>
        {chips}
      </div>
    );
  }
  const { tool } = understood;
  return (
    <div role="note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <p>
        Alternatives to{" "}
        <Link to={toolPath(tool)} className="font-semibold underline">
          {tool.name}
        </Link>
        {stated}. Most alike first, by shared categories, descriptions, use cases and features.
      </p>
      {chips}
      <div className="mt-1 flex flex-wrap gap-x-4">
        <Link to={`${toolAlternativesPath(tool)}${filtersQuery(filters)}`} className={ACTION}>
          How each differs from {tool.name}
        </Link>
        <Link to={withText(params, tool.name, hash)} className={ACTION}>
          Search for {tool.name} itself
        </Link>
      </div>
    </div>
  );
}
