import { TitledSection } from "~/components/ui/titled-section";
import { adminDateTime as dateTime } from "../format";
import type { AuditRecord } from "~/features/catalogue/types";

const ACTIONS: Record<string, string> = {
  create: "Created",
  edit: "Edited",
  status: "Status changed",
  migrate: "Written from the bundled catalogue",
  import: "Imported",
  refresh: "Metadata refreshed",
};

/** A stored value as text: lists one item per line, nothing as a dash. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map(String).join("\n");
  return String(value);
}

/** Who changed what and when, newest first, each change with its values before and after. */
export function AuditHistory({ entries }: { entries: readonly AuditRecord[] }) {
  return (
    <TitledSection id="history" title="History" className="mt-10">
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-600">No administrator has changed this tool here yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => {
            const fields = Object.keys(entry.changes);
            return (
              <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-800">
                  <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span> by{" "}
                  <span className="[overflow-wrap:anywhere]">{entry.actor}</span> ·{" "}
                  <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                </p>
                {fields.length ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-slate-700">{fields.join(", ")}</summary>
                    <dl className="mt-2 space-y-2">
                      {fields.map((field) => (
                        <div key={field} className="min-w-0">
                          <dt className="font-medium text-slate-800">{field}</dt>
                          <dd className="grid gap-2 sm:grid-cols-2">
                            <p className="rounded bg-red-50 px-2 py-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                              <span className="sr-only">Before: </span>
                              {valueText(entry.changes[field]!.before)}
                            </p>
                            <p className="rounded bg-emerald-50 px-2 py-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                              <span className="sr-only">After: </span>
                              {valueText(entry.changes[field]!.after)}
                            </p>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </TitledSection>
  );
}
