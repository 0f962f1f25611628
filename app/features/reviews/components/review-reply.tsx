import { FormShell, INLINE_BUTTON, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { longDate } from "~/lib/dates";
import { REVIEW_BODY_MAX } from "../constants";
import type { ReviewReply } from "../schema";
import { DeleteReviewButton } from "./delete-review";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadReplyFormSchema = () => import("../schema").then((module) => module.ReplyFormSchema);

function ReplyForm({
  reviewId,
  reply,
  path,
}: {
  reviewId: number;
  reply?: ReviewReply;
  path: string;
}) {
  const form = useForm({ schema: loadReplyFormSchema });
  return (
    <FormShell form={form} action={path} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextArea
        label="Your reply"
        name="reply"
        rows={3}
        maxLength={REVIEW_BODY_MAX}
        defaultValue={reply?.body}
        hint="Shown under the review as the maker's, for everyone to read."
        required
      />
      <SubmitButton
        busy={form.busy}
        label={reply ? "Save the reply" : "Post the reply"}
        busyLabel="Saving..."
        className={INLINE_BUTTON}
      />
    </FormShell>
  );
}

/**
 * The maker's reply under a review (docs/product.md#claiming-a-listing) and, for the tool's
 * owner, the way to write, edit or delete it.
 */
export function ReviewReplyBlock({
  reviewId,
  reply,
  owner,
  path,
}: {
  reviewId: number;
  reply?: ReviewReply;
  /** Whether the viewer owns the tool. */
  owner: boolean;
  path: string;
}) {
  if (!reply && !owner) return null;
  return (
    <div className="mt-3">
      {reply ? (
        <div className="border-l-4 border-brand-200 pl-3">
          <p className="text-sm font-semibold text-slate-900">Reply from the maker</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
            {reply.body}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={reply.updatedAt}>{longDate(reply.updatedAt)}</time>
          </p>
          {reply.hidden ? (
            <p className="mt-1 text-sm font-medium text-red-800">
              {`Hidden by an administrator: ${reply.hiddenReason ?? "no reason given"}. Only you see it.`}
            </p>
          ) : null}
        </div>
      ) : null}
      {owner ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700 hover:underline md:min-h-0">
            {reply ? "Edit your reply" : "Reply as the maker"}
          </summary>
          <ReplyForm reviewId={reviewId} reply={reply} path={path} />
          {reply ? (
            <DeleteReviewButton
              id={reviewId}
              action={path}
              intent="delete-reply"
              label="Delete the reply"
            />
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
