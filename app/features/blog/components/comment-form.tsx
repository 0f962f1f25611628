import { useEffect, useId, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormResult } from "~/lib/form-result";
import { COMMENT_MAX_LENGTH, COMMENT_TOAST } from "../constants";

/** Errors worth a word: a blank comment does nothing and shows nothing (spec 1 §5). */
function visibleError(result: FormResult | undefined) {
  if (!result || result.ok || result.error.code === "blank") return undefined;
  return result.error.message;
}

/**
 * Leave a Comment (spec 1 §2): five rows. With scripts it posts through a fetcher, shows the
 * 'Comment submitted' toast for 3000 ms and clears; without them the page posts to its own
 * action and shows the same words in place. Comments wait for moderation.
 */
export function CommentForm({
  action,
  documentResult,
}: {
  /** The article's own path, whose action stores the comment. */
  action: string;
  /** What the action answered to a form posted without scripts. */
  documentResult?: FormResult;
}) {
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    toast.success(COMMENT_TOAST.title, {
      description: COMMENT_TOAST.description,
      duration: COMMENT_TOAST.duration,
    });
    formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const comment = new FormData(event.currentTarget).get("comment");
    if (typeof comment !== "string" || comment.trim() === "") event.preventDefault();
  }

  const error = visibleError(fetcher.data ?? documentResult);
  const sentWithoutScripts = !fetcher.data && documentResult?.ok;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        Leave a Comment
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        onSubmit={handleSubmit}
        className="relative mt-4"
      >
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-800">
          Your comment
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder="Share your thoughts on this article..."
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ""}`}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Comments are moderated before they appear. Up to{" "}
          {COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.
        </p>
        <HoneypotField />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {sentWithoutScripts ? (
          <p role="status" className="mt-2 text-sm text-green-800">
            <strong className="font-semibold">{COMMENT_TOAST.title}.</strong>{" "}
            {COMMENT_TOAST.description}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending}
          className="mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {pending ? "Submitting..." : "Submit Comment"}
        </button>
      </fetcher.Form>
    </section>
  );
}
