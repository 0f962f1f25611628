import { longDate } from "~/lib/dates";
import {
  FACT_FIELDS,
  FACT_LABELS,
  FACTS,
  factInWords,
  type ChangeKind,
  type Fact,
  type FactValues,
} from "../facts";
import type { ToolChange } from "../types";
import { SourceLink } from "~/components/ui/provenance";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  logo: "Logo",
  shortDescription: "Summary",
  description: "Description",
  category: "Categories",
  editorialRating: "Editor's rating",
  features: "Features",
  pros: "Pros",
  cons: "Cons",
  useCases: "Use cases",
  url: "Website",
  createdAt: "Date added",
  status: "Listing",
};

const BY_WORDS: Record<ChangeKind, string> = {
  editor: "the editors",
  maker: "the maker",
  visitor: "a visitor's suggestion",
  site: "the site",
};

const STATUS_WORDS: Record<string, string> = {
  draft: "not yet listed",
  published: "listed",
  archived: "archived",
};

const isFact = (field: string): field is Fact => (FACTS as readonly string[]).includes(field);

/** A stored value in words: a fact as the tool page says it, a list one item per line. */
function inWords(field: string, value: unknown): string {
  if (value === null || value === undefined) return "not stated";
  if (isFact(field)) {
    const fields = FACT_FIELDS[field] as readonly string[];
    const parts =
      fields.length === 1 ? { [fields[0]!]: value } : (value as Record<string, unknown>);
    const values = { platforms: [], ...parts } as unknown as FactValues;
    return factInWords(field, values) ?? "not stated";
  }
  if (field === "status") return STATUS_WORDS[String(value)] ?? String(value);
  if (field === "createdAt") return longDate(String(value));
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

/** A long value is told as changed, its words behind a disclosure. */
const LONG = 80;

function Change({ change }: { change: ToolChange }) {
  const label = isFact(change.field)
    ? FACT_LABELS[change.field]
    : (FIELD_LABELS[change.field] ?? change.field);
  const before = inWords(change.field, change.before);
  const after = inWords(change.field, change.after);
  const same = before === after;
  const long = before.length > LONG || after.length > LONG;
  return (
    <li className="px-4 py-3">
      <p className="text-xs text-slate-600">
        <time dateTime={change.changedAt}>{longDate(change.changedAt)}</time>, by{" "}
        {BY_WORDS[change.byKind]}
      </p>
      <p className="mt-0.5 text-slate-900">
        <span className="font-medium">{label}</span>
        {same ? (
          change.confirmed ? (
            <> confirmed: {after}</>
          ) : (
            <> source updated: {after}</>
          )
        ) : long ? (
          <> rewritten</>
        ) : (
          <>
            : {before} → {after}
          </>
        )}
      </p>
      {long && !same && (
        <details className="mt-1 text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer py-2 text-brand-700">Show the change</summary>
          <p className="wrap-break-word">
            <span className="font-medium">Before:</span> {before}
          </p>
          <p className="mt-1 wrap-break-word">
            <span className="font-medium">After:</span> {after}
          </p>
        </details>
      )}
      {change.sourceUrl && (
        <p className="mt-0.5 text-xs text-slate-600">
          Source: <SourceLink url={change.sourceUrl} />
          {change.confirmed ? ", confirmed there." : "."}
        </p>
      )}
    </li>
  );
}

/** Every change to a tool's public facts and texts, newest first (decision 026). */
export function ToolHistory({ changes, addedAt }: { changes: ToolChange[]; addedAt: string }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
        History
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No changes since it was listed on <time dateTime={addedAt}>{longDate(addedAt)}</time>.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          {changes.map((change) => (
            <Change key={change.id} change={change} />
          ))}
        </ol>
      )}
    </section>
  );
}
