import { DANGER_BUTTON, FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { ReasonSelect } from "~/components/ui/choices";
import { HIDE_REASON_MAX, HIDE_REASONS, OWN_HIDE_REASON } from "../constants";
import { HideReviewSchema } from "../schema";

/** Hide a published review, with a reason from the list or in the administrator's words. */
export function HideReviewForm({ id }: { id: number }) {
  const form = useForm({ schema: HideReviewSchema });
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-900 sm:min-h-0">
        Hide this review
      </summary>
      <FormShell form={form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="hide" />
        <input type="hidden" name="id" value={id} />
        <ReasonSelect
          reasons={HIDE_REASONS}
          own={OWN_HIDE_REASON}
          hint="Kept with the review and shown to its writer; the rating no longer counts it."
        />
        <TextArea
          label="Your own reason"
          name="ownReason"
          rows={2}
          maxLength={HIDE_REASON_MAX}
          hint="Only when you chose another reason."
        />
        <SubmitButton
          busy={form.busy}
          label="Hide review"
          busyLabel="Hiding..."
          className={DANGER_BUTTON}
        />
      </FormShell>
    </details>
  );
}
