import {
  DANGER_BUTTON,
  FormShell,
  PANEL_BUTTON,
  SubmitButton,
  TextArea,
  useForm,
} from "~/components/ui/form";
import { ReasonSelect } from "~/components/ui/choices";
import {
  OWN_REASON,
  SUBMISSION_REASONS,
  type SubmissionDecision,
} from "~/features/submissions/constants";
import { SUBMISSION_NOTE_MAX, SubmissionDecisionSchema } from "~/features/submissions/schema";
import type { FormFailure } from "~/lib/form-reply";

const DECISION_COPY: Record<
  SubmissionDecision,
  { title: string; hint: string; label: string; busyLabel: string; danger: boolean }
> = {
  needs_changes: {
    title: "Ask for changes",
    hint: "The submitter is emailed this reason and asked to submit the tool again.",
    label: "Ask for changes",
    busyLabel: "Sending...",
    danger: false,
  },
  rejected: {
    title: "Reject",
    hint: "The submitter is emailed this reason; the tool is not listed.",
    label: "Reject submission",
    busyLabel: "Rejecting...",
    danger: true,
  },
};

/** A decision with its reason: one from the short list, or the administrator's own words. */
export function DecisionForm({
  decision,
  documentReply,
}: {
  decision: SubmissionDecision;
  documentReply?: FormFailure;
}) {
  const form = useForm({ schema: SubmissionDecisionSchema, documentReply });
  const copy = DECISION_COPY[decision];
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900 sm:min-h-0">
        {copy.title}
      </summary>
      <FormShell form={form} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="status" value={decision} />
        <ReasonSelect reasons={SUBMISSION_REASONS[decision]} own={OWN_REASON} hint={copy.hint} />
        <TextArea
          label="Note"
          name="note"
          rows={3}
          maxLength={SUBMISSION_NOTE_MAX}
          hint="Optional after a listed reason; the reason itself when you write your own."
        />
        <SubmitButton
          busy={form.busy}
          label={copy.label}
          busyLabel={copy.busyLabel}
          className={copy.danger ? DANGER_BUTTON : PANEL_BUTTON}
        />
      </FormShell>
    </details>
  );
}
