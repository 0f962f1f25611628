import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { NEWSLETTER_API_PATH, NEWSLETTER_TOASTS } from "../constants";
import { setSubscribedFlag } from "../subscribed-flag";

type Outcome = "subscribed" | "duplicate";

/**
 * The shared schema (and zod with it) is fetched when a visitor first focuses or submits the
 * form, so pages that merely show the form load no validation code.
 */
const loadSchema = () => import("../schema");

function failed(message?: string) {
  toast.error(NEWSLETTER_TOASTS.failure.title, {
    description: NEWSLETTER_TOASTS.failure.description,
  });
  return message;
}

/** Posts a subscription to the API; answers the outcome, or the message to show under the field. */
async function subscribe(email: string): Promise<Outcome | { error: string | undefined }> {
  try {
    const response = await fetch(NEWSLETTER_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email }),
    });
    if (response.status === 201) return "subscribed";
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    if (response.status === 409) return "duplicate";
    return { error: response.status < 500 ? body?.error?.message : undefined };
  } catch {
    return { error: undefined };
  }
}

/**
 * The newsletter's email form (spec 1 §4-§5, §8). With scripts it posts JSON and answers with the
 * spec's toasts; without them it is a plain form posting to the same endpoint, which sends the
 * browser back to this page with the outcome.
 */
export function NewsletterForm({
  onSubscribed,
  tone = "light",
}: {
  /** Called after a successful subscription (or when the address was already subscribed). */
  onSubscribed?: (outcome: Outcome) => void;
  /** "dark" for a form on a coloured background. */
  tone?: "light" | "dark";
}) {
  const id = useId();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const raw = new FormData(form).get("email");
    // Spec 1 §5: a blank or whitespace-only address is ignored.
    if (typeof raw !== "string" || raw.trim() === "") return;
    setPending(true);
    setError(undefined);
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      setPending(false);
      setError(failed());
      return;
    }
    const parsed = schema.NewsletterSchema.safeParse({ email: raw });
    if (!parsed.success) {
      setPending(false);
      setError(failed(schema.firstIssueMessage(parsed.error)));
      return;
    }
    const outcome = await subscribe(parsed.data.email);
    setPending(false);
    if (outcome === "subscribed") {
      toast.success(NEWSLETTER_TOASTS.success.title, {
        description: NEWSLETTER_TOASTS.success.description,
      });
    } else if (outcome === "duplicate") {
      toast.info(NEWSLETTER_TOASTS.duplicate.title, {
        description: NEWSLETTER_TOASTS.duplicate.description,
      });
    } else {
      setError(failed(outcome.error));
      return;
    }
    form.reset();
    setSubscribedFlag();
    onSubscribed?.(outcome);
  }

  const errorId = `${id}-error`;
  return (
    <form method="post" action={NEWSLETTER_API_PATH} onSubmit={handleSubmit} className="w-full">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadSchema()}
          onChange={() => error && setError(undefined)}
          className={clsx(
            "min-w-0 flex-1 rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500",
            tone === "dark" ? "border-white/40 bg-white" : "border-slate-300 bg-white",
          )}
        />
        <button
          type="submit"
          disabled={pending}
          className={clsx(
            "rounded-md px-4 py-2 font-semibold disabled:opacity-70",
            tone === "dark"
              ? "bg-white text-brand-800 hover:bg-brand-50"
              : "bg-brand-600 text-white hover:bg-brand-700",
          )}
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className={clsx("mt-2 text-sm", tone === "dark" ? "text-white" : "text-red-700")}
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
