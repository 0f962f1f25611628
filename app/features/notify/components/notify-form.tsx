import { useId } from "react";
import { useForm } from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import { EMAIL_MAX_LENGTH } from "~/lib/field-rules";
import type { FormFailure } from "~/lib/form-reply";

/**
 * "Notify me" on a coming-soon page (spec 1 §4, §8): a non-blank email is stored against the
 * page, which comes back with the 'Subscription successful!' toast (3000 ms) and the field
 * cleared. A blank address does nothing.
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
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={form.busy}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {form.busy ? "Sending..." : "Notify Me"}
        </button>
      </div>
      <HoneypotField />
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form.fetcher.Form>
  );
}
