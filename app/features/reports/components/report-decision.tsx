import { FormShell, SubmitButton, TextArea, useFieldError, useForm } from "~/components/ui/form";
import { REPORT_LIMITS } from "../constants";
import { ReportDecisionSchema, ToolReportsDecisionSchema } from "../schema";

function DecisionChoice({ idBase }: { idBase: string }) {
  const error = useFieldError("status");
  const choices = [
    { value: "resolved", label: "Resolved", hint: "the listing is corrected" },
    { value: "dismissed", label: "Dismissed", hint: "nothing to change" },
  ];
  return (
    <fieldset aria-describedby={error ? `${idBase}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Decision</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 sm:min-h-9"
          >
            <input
              type="radio"
              name="status"
              value={choice.value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">{choice.label}</span>
              <span className="text-slate-600">{`: ${choice.hint}`}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${idBase}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Resolves or dismisses open reports with a note: one report (`reportId`), or every open report
 * of a tool (`toolId`). Closed until opened, so a long queue stays short to scroll.
 */
export function ReportDecision({
  reportId,
  toolId,
  title,
}: {
  reportId?: number;
  toolId?: string;
  title: string;
}) {
  const form = useForm({ schema: toolId ? ToolReportsDecisionSchema : ReportDecisionSchema });
  const idBase = toolId ? `decide-tool-${toolId}` : `decide-report-${reportId}`;
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-900 sm:min-h-0">
        {title}
      </summary>
      <FormShell form={form} className="space-y-3 pb-3">
        {toolId ? (
          <>
            <input type="hidden" name="intent" value="tool" />
            <input type="hidden" name="toolId" value={toolId} />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="id" value={reportId} />
          </>
        )}
        <DecisionChoice idBase={idBase} />
        <TextArea
          label="Note (optional)"
          name="note"
          rows={2}
          maxLength={REPORT_LIMITS.resolution}
          hint="What was done, or why nothing was. Kept with the report; not sent to anyone."
        />
        <SubmitButton
          busy={form.busy}
          label="Save decision"
          busyLabel="Saving..."
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:min-h-9"
        />
      </FormShell>
    </details>
  );
}
