import { Link } from "react-router";
import { longDate } from "~/lib/dates";
import { toolPath } from "~/lib/paths";
import { BY_WORDS, changeLabel, inWords, LONG } from "../change-words";
import type { ToolChange } from "../types";
import { SourceLink } from "~/components/ui/provenance";

/** One change; on the site-wide list, with the tool it changed. */
export function Change({
  change,
  tool,
}: {
  change: ToolChange;
  tool?: { id: string; name: string; slug: string };
}) {
  const label = changeLabel(change.field);
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
      {tool && (
        <p className="mt-0.5">
          <Link
            to={toolPath(tool)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline md:min-h-0"
          >
            {tool.name}
          </Link>
        </p>
      )}
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
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
          History
        </h2>
        <Link
          to="/changes"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          Recent changes to every tool
        </Link>
      </div>
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
