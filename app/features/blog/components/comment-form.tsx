import { useId } from "react";
import { INLINE_BUTTON, InlineError, SubmitButton, useForm } from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { COMMENT_BLANK, COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from "../constants";

/**
 * Leave a Comment (docs/product.md#blog): five rows, posted to the article's own action, which
 * comes back with the 'Comment submitted' toast (3000 ms) and the form cleared. Comments wait for
 * moderation. A blank comment does nothing and shows nothing (docs/product.md#blog).
 */
export function CommentForm({
  action,
  documentReply,
}: {
  /** The article's own path, whose action stores the comment. */
  action: string;
  documentReply?: FormFailure;
}) {
  const id = useId();
  const form = useForm({ documentReply, skipWhenBlank: "comment" });
  const nameError = form.failure?.fields?.name;
  const message = form.failure?.fields?.comment ?? (nameError ? undefined : form.failure?.message);
  const error = message === COMMENT_BLANK ? undefined : message;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        Leave a Comment
      </h2>
      <form.fetcher.Form {...form.props} action={action} className="relative mt-4">
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
          Your name <span className="font-normal text-slate-600">(optional, shown with it)</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={COMMENT_NAME_MAX_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          className="mt-1 mb-4 block min-h-11 w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-slate-900 sm:max-w-sm"
        />
        <InlineError id={`${id}-name-error`} message={nameError} />
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
        <InlineError id={errorId} message={error} />
        <SubmitButton
          busy={form.busy}
          label="Submit Comment"
          busyLabel="Submitting..."
          className={`mt-3 ${INLINE_BUTTON}`}
        />
      </form.fetcher.Form>
    </section>
  );
}
