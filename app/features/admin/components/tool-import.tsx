import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { FILE_INPUT, toast } from "~/components/ui/form";
import { TitledSection } from "~/components/ui/titled-section";
import type { ImportPlan } from "~/features/catalogue/types";
import { countOf } from "~/lib/count";
import { IMPORT_MAX_BYTES, IMPORT_PATH } from "../constants";

type Outcome = { plan: ImportPlan; applied: boolean; fileName: string };

const SHOWN = 100;

/** Sends the file to the import route; a refusal becomes an error with the server's message. */
async function sendFile(file: File, apply: boolean): Promise<ImportPlan> {
  const format = /\.csv$/i.test(file.name) || file.type.includes("csv") ? "csv" : "json";
  const response = await fetch(`${IMPORT_PATH}?format=${format}${apply ? "&apply=true" : ""}`, {
    method: "POST",
    body: file,
    headers: { "Content-Type": format === "csv" ? "text/csv" : "application/json" },
  });
  const body = (await response.json().catch(() => null)) as
    (ImportPlan & { error?: { message?: string } }) | null;
  if (!response.ok || !body) {
    throw new Error(body?.error?.message ?? `The server answered ${response.status}.`);
  }
  return body;
}

function Listed<T>({
  title,
  items,
  render,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">
        {title} ({items.length.toLocaleString("en-US")})
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
        {items.slice(0, SHOWN).map((item, index) => (
          <li key={index} className="px-3 py-2 [overflow-wrap:anywhere] text-slate-800">
            {render(item)}
          </li>
        ))}
      </ul>
      {items.length > SHOWN ? (
        <p className="mt-1 text-sm text-slate-600">
          and {(items.length - SHOWN).toLocaleString("en-US")} more
        </p>
      ) : null}
    </div>
  );
}

function Summary({ outcome }: { outcome: Outcome }) {
  const { plan, applied } = outcome;
  const verb = applied
    ? { added: "added", changed: "changed" }
    : { added: "to add", changed: "to change" };
  return (
    <TitledSection
      id="import-result"
      title={
        <>
          {applied ? "Imported" : "Dry run"}: {outcome.fileName}
        </>
      }
      className="space-y-4"
    >
      <p
        role="status"
        className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
      >
        {countOf(plan.added.length, "tool")} {verb.added},{" "}
        {plan.changed.length.toLocaleString("en-US")} {verb.changed},{" "}
        {plan.unchanged.toLocaleString("en-US")} unchanged,{" "}
        {plan.refused.length.toLocaleString("en-US")} refused.
        {applied ? "" : " Nothing has been written yet."}
      </p>
      <Listed
        title="Refused"
        items={plan.refused}
        render={(item) => (
          <>
            <span className="font-medium">
              Row {item.row}
              {item.id ? ` (${item.id})` : ""}:
            </span>{" "}
            {item.reasons.join(" ")}
          </>
        )}
      />
      <Listed
        title={applied ? "Added" : "To add"}
        items={plan.added}
        render={(item) => (
          <>
            Row {item.row}: {item.name} ({item.id})
          </>
        )}
      />
      <Listed
        title={applied ? "Changed" : "To change"}
        items={plan.changed}
        render={(item) => (
          <>
            Row {item.row}:{" "}
            <Link
              to={`/admin/tools/${encodeURIComponent(item.id)}`}
              className="text-brand-700 hover:underline"
            >
              {item.name}
            </Link>{" "}
            ({item.fields.join(", ")})
          </>
        )}
      />
    </TitledSection>
  );
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Import (decision 013): choose a file in the export's shape, see what it would add, change and
 * refuse, then apply it. The apply sends the same file again and is checked again.
 */
export function ToolImport() {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<"check" | "apply" | null>(null);

  const run = async (apply: boolean) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setError("The file is larger than 10 MB. Split it into smaller files.");
      return;
    }
    setRunning(apply ? "apply" : "check");
    setError(null);
    try {
      const plan = await sendFile(file, apply);
      setOutcome({ plan, applied: apply, fileName: file.name });
      if (apply) {
        toast({
          type: "success",
          title: "Import finished",
          description: `${countOf(plan.added.length, "tool")} added, ${plan.changed.length.toLocaleString("en-US")} changed.`,
        });
      }
    } catch (failure) {
      setOutcome(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(null);
    }
  };

  const writes =
    outcome && !outcome.applied ? outcome.plan.added.length + outcome.plan.changed.length : 0;
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
          File
        </label>
        <input
          id="import-file"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className={FILE_INPUT}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setOutcome(null);
            setError(null);
          }}
        />
        <p className="mt-1 text-xs text-slate-600">
          JSON as Export from database writes it, or CSV with the same column names (lists one item
          per line inside their cell). At most 10 MB.
        </p>
        {error ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!file || running !== null}
            onClick={() => run(false)}
            className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {running === "check" ? "Checking..." : "Check file"}
          </button>
          {writes > 0 ? (
            <button
              type="button"
              disabled={running !== null}
              onClick={() => run(true)}
              className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {running === "apply" ? "Importing..." : `Import ${countOf(writes, "tool")}`}
            </button>
          ) : null}
        </div>
      </div>
      {outcome ? <Summary outcome={outcome} /> : null}
    </div>
  );
}
