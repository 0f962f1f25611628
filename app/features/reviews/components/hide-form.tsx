import { DANGER_BUTTON, FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { ReasonSelect } from "~/components/ui/choices";
import { HIDE_REASON_MAX, HIDE_REASONS, OWN_HIDE_REASON } from "../constants";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadHideReviewSchema = () => import("../schema").then((module) => module.HideReviewSchema);

const HIDE_WORDS = {
  review: {
    summary: "Hide this review",
    intent: "hide",
    hint: "Kept with the review and shown to its writer; the rating no longer counts it.",
    label: "Hide review",
  },
  reply: {
    summary: "Hide the maker's reply",
    intent: "hide-reply",
    hint: "Kept with the reply and shown to the maker, who can edit it.",
    label: "Hide reply",
  },
} as const;

/**
 * Hide a published review, or the maker's reply to it, with a reason from the list or in the
 * administrator's words.
 */
export function HideReviewForm({ id, what = "review" }: { id: number; what?: "review" | "reply" }) {
  const words = HIDE_WORDS[what];
  const form = useForm({ schema: loadHideReviewSchema });
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-900 sm:min-h-0">
        {words.summary}
      </summary>
      <FormShell form={form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={words.intent} />
        <input type="hidden" name="id" value={id} />
        <ReasonSelect reasons={HIDE_REASONS} own={OWN_HIDE_REASON} hint={words.hint} />
        <TextArea
          label="Your own reason"
          name="ownReason"
          rows={2}
          maxLength={HIDE_REASON_MAX}
          hint="Only when you chose another reason."
        />
        <SubmitButton
          busy={form.busy}
          label={words.label}
          busyLabel="Hiding..."
          className={DANGER_BUTTON}
        />
      </FormShell>
    </details>
  );
}
