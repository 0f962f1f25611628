import { FormShell, useForm } from "~/components/ui/form";

/** Deletes one of the user's reviews (or their reply to one) through the action at `action`. */
export function DeleteReviewButton({
  id,
  action,
  intent,
  label = "Delete review",
}: {
  id: number;
  action: string;
  label?: string;
  /** The action's name for it, where the page's action takes several forms. */
  intent?: string;
}) {
  const form = useForm({});
  return (
    <FormShell form={form} action={action} className="mt-3">
      {intent && <input type="hidden" name="intent" value={intent} />}
      <input type="hidden" name="reviewId" value={id} />
      <button
        type="submit"
        disabled={form.busy}
        className="min-h-11 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-70"
      >
        {form.busy ? "Deleting..." : label}
      </button>
    </FormShell>
  );
}
