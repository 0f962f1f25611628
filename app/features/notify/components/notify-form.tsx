import { useEffect, useId, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { HoneypotField } from "~/components/ui/honeypot";
import { fieldError, type FormResult } from "~/lib/form-result";
import { NOTIFY_TOAST } from "../constants";

/**
 * "Notify me" on a coming-soon page (spec 1 §4, §8): a non-blank email is stored against the
 * page, then the 'Subscription successful!' toast shows for 3000 ms and the field clears.
 * Without scripts the page posts to its own action and shows the same words in place.
 */
export function NotifyForm({
  action,
  pageTitle,
  documentResult,
}: {
  /** The page's own path, whose action stores the request. */
  action: string;
  pageTitle: string;
  documentResult?: FormResult;
}) {
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    toast.success(NOTIFY_TOAST.title, {
      description: NOTIFY_TOAST.description(pageTitle),
      duration: NOTIFY_TOAST.duration,
    });
    formRef.current?.reset();
  }, [fetcher.state, fetcher.data, pageTitle]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email !== "string" || email.trim() === "") event.preventDefault();
  }

  const result = fetcher.data ?? documentResult;
  const error =
    result && !result.ok ? (fieldError(result, "email") ?? result.error.message) : undefined;
  const sentWithoutScripts = !fetcher.data && documentResult?.ok;
  const errorId = `${id}-error`;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={handleSubmit}
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
          maxLength={254}
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {pending ? "Sending..." : "Notify Me"}
        </button>
      </div>
      <HoneypotField />
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {sentWithoutScripts ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          <strong className="font-semibold">{NOTIFY_TOAST.title}</strong>{" "}
          {NOTIFY_TOAST.description(pageTitle)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
