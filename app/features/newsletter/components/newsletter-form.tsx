import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { EmailInput, InlineError, toast, useForm } from "~/components/ui/form";
import type { FormFailure } from "~/lib/form-reply";
import { NEWSLETTER_FORM_PATH, NEWSLETTER_TOASTS } from "../constants";
import { setSubscribedFlag } from "../subscribed-flag";

/**
 * The shared schema (and zod with it) is fetched when a visitor first focuses or submits the
 * form, so pages that merely show the form load no validation code.
 */
const loadSchema = () => import("../schema");

/**
 * The newsletter's email form (docs/product.md#newsletter), posted to /newsletter, which returns
 * the visitor to this page with the spec's toast; without scripts it is a plain form to the same
 * action. A blank address does nothing.
 */
export function NewsletterForm({
  onSubscribed,
  tone = "light",
  documentReply,
}: {
  /** Called after a successful subscription (or when the address was already subscribed). */
  onSubscribed?: () => void;
  /** "dark" for a form on a coloured background. */
  tone?: "light" | "dark";
  documentReply?: FormFailure;
}) {
  const id = useId();
  const location = useLocation();
  const form = useForm({
    documentReply,
    onSuccess: () => {
      setSubscribedFlag();
      onSubscribed?.();
    },
  });
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const pending = checking || form.busy;
  const error = problem ?? form.failure?.fields?.email ?? form.failure?.message;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    form.props.onSubmit(event);
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const raw = new FormData(element).get("email");
    // docs/product.md#newsletter: a blank or whitespace-only address is ignored.
    if (typeof raw !== "string" || raw.trim() === "") return;
    setChecking(true);
    setProblem(undefined);
    let message: string | undefined;
    try {
      const { NewsletterSchema, firstIssueMessage } = await loadSchema();
      const parsed = NewsletterSchema.safeParse({ email: raw });
      if (!parsed.success) message = firstIssueMessage(parsed.error);
    } catch {
      message = NEWSLETTER_TOASTS.failure.description;
    }
    setChecking(false);
    if (message) {
      setProblem(message);
      toast(NEWSLETTER_TOASTS.failure);
      return;
    }
    await form.fetcher.submit(element, {
      method: "post",
      action: NEWSLETTER_FORM_PATH,
      preventScrollReset: true,
    });
  }

  const errorId = `${id}-error`;
  return (
    <form method="post" action={NEWSLETTER_FORM_PATH} onSubmit={handleSubmit} className="w-full">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <EmailInput
          id={`${id}-email`}
          placeholder="Enter your email"
          error={error}
          errorId={errorId}
          onFocus={() => void loadSchema()}
          onChange={() => problem && setProblem(undefined)}
          className={tone === "dark" ? "border-white/40 bg-white" : "border-slate-300 bg-white"}
        />
        <button
          type="submit"
          disabled={pending}
          className={clsx(
            "min-h-11 rounded-md px-4 py-2 font-semibold disabled:opacity-70",
            tone === "dark"
              ? "bg-white text-brand-800 hover:bg-brand-50"
              : "bg-brand-600 text-white hover:bg-brand-700",
          )}
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <InlineError
        id={errorId}
        message={error}
        className={tone === "dark" ? "text-white" : "text-red-700"}
      />
    </form>
  );
}
