import { useId } from "react";
import {
  EmailInput,
  INLINE_BUTTON,
  InlineError,
  SubmitButton,
  useForm,
} from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";

/**
 * "Notify me" on a coming-soon page (docs/product.md#coming-soon-pages): a non-blank email is
 * stored against the page, which comes back with the 'Subscription successful!' toast (3000 ms) and
 * the field cleared. A blank address does nothing.
 */
export function NotifyForm({
  action,
  pageTitle,
  documentReply,
}: {
  /** The page's own path, whose action stores the request. */
  action: string;
  pageTitle: string;
  documentReply?: FormFailure;
}) {
  const id = useId();
  const form = useForm({ documentReply, skipWhenBlank: "email" });
  const error = form.failure ? (form.failure.fields?.email ?? form.failure.message) : undefined;
  const errorId = `${id}-error`;
  return (
    <form.fetcher.Form
      {...form.props}
      noValidate={false}
      action={action}
      className="relative mx-auto mt-8 max-w-md text-left"
    >
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
        Get notified when {pageTitle} is available
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <EmailInput
          id={`${id}-email`}
          placeholder="you@example.com"
          error={error}
          errorId={errorId}
        />
        <SubmitButton
          busy={form.busy}
          label="Notify Me"
          busyLabel="Sending..."
          className={INLINE_BUTTON}
        />
      </div>
      <HoneypotField />
      <InlineError id={errorId} message={error} />
    </form.fetcher.Form>
  );
}
