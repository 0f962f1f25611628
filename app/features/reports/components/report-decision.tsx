import { FormShell, PANEL_BUTTON, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { RadioChoices } from "~/components/ui/choices";
import { REPORT_LIMITS } from "../constants";
import { ReportDecisionSchema, ToolReportsDecisionSchema } from "../schema";

const DECISION_CHOICES = [
  { value: "resolved", label: "Resolved", hint: "the listing is corrected" },
  { value: "dismissed", label: "Dismissed", hint: "nothing to change" },
].map((choice) => ({
  value: choice.value,
  label: (
    <span>
      <span className="font-medium">{choice.label}</span>
      <span className="text-slate-600">{`: ${choice.hint}`}</span>
    </span>
  ),
}));

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
        <RadioChoices
          name="status"
          legend="Decision"
          idBase={idBase}
          choices={DECISION_CHOICES}
          className="mt-1 flex flex-wrap gap-x-4 gap-y-1"
          optionClassName="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 sm:min-h-9"
        />
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
          className={`${PANEL_BUTTON} sm:min-h-9`}
        />
      </FormShell>
    </details>
  );
}
