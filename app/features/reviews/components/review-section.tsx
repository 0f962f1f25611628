import { Link } from "react-router";
import {
  INLINE_BUTTON,
  SubmitButton,
  TextArea,
  Field,
  FormShell,
  useForm,
} from "~/components/ui/form";
import { TitledSection } from "~/components/ui/titled-section";
import { ToolRating } from "~/components/ui/tool-rating";
import { countOf } from "~/lib/count";
import type { FormFailure } from "~/lib/form-reply";
import { REVIEW_BODY_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from "../constants";
import type { OwnReview, ReviewList, ReviewReply } from "../schema";
import { DeleteReviewButton } from "./delete-review";
import { ReviewItem, ReviewPages } from "./review-list";
import { ReviewReplyBlock } from "./review-reply";
import { StarPicker } from "./stars";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadReviewFormSchema = () => import("../schema").then((module) => module.ReviewFormSchema);

/**
 * Who is looking at the reviews, and what they may do: "withdrawn" is a user who deleted their
 * review after an administrator hid it, and cannot write another without an administrator.
 */
export type ReviewViewer =
  | { state: "anonymous" }
  | { state: "unconfirmed" }
  | { state: "withdrawn" }
  | { state: "owner" }
  | { state: "ready"; own: OwnReview | null };

/**
 * A tool's reviews (decision 017): the users' average and count (or "No reviews yet" and the
 * editor's rating), the review form or what stands in its way, and the published reviews,
 * newest first, a page at a time.
 */
export function ReviewSection({
  tool,
  list,
  viewer,
  replies,
  owner,
  path,
  documentReply,
}: {
  tool: {
    name: string;
    rating: number | null;
    reviewCount: number;
    editorialRating: number | null;
  };
  list: ReviewList;
  viewer: ReviewViewer;
  /** The maker's replies, by review id. */
  replies: Record<number, ReviewReply>;
  /** Whether the viewer owns the tool (and may reply). */
  owner: boolean;
  /** The tool page's path, which the forms post to. */
  path: string;
  documentReply?: FormFailure;
}) {
  const href = (page: number) => (page > 1 ? `${path}?reviews=${page}#reviews` : `${path}#reviews`);
  return (
    <TitledSection
      id="reviews-heading"
      title="Reviews"
      look="large"
      anchor="reviews"
      className="mt-12 scroll-mt-24"
    >
      <ToolRating
        className="mt-2"
        rating={tool.rating}
        reviewCount={tool.reviewCount}
        editorialRating={tool.editorialRating}
      />
      <div className="mt-6">
        <ReviewFormArea tool={tool} viewer={viewer} path={path} documentReply={documentReply} />
      </div>
      {list.total > 0 && (
        <>
          <h3 className="sr-only">{countOf(list.total, "review")}</h3>
          <ol className="mt-6 space-y-4">
            {list.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review}>
                  <ReviewReplyBlock
                    reviewId={review.id}
                    reply={replies[review.id]}
                    owner={owner}
                    path={path}
                  />
                </ReviewItem>
              </li>
            ))}
          </ol>
          <ReviewPages page={list.page} pageCount={list.pageCount} href={href} />
        </>
      )}
    </TitledSection>
  );
}

function ReviewFormArea({
  tool,
  viewer,
  path,
  documentReply,
}: {
  tool: { name: string };
  viewer: ReviewViewer;
  path: string;
  documentReply?: FormFailure;
}) {
  if (viewer.state === "anonymous") {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
        <Link
          to={`/login?redirectTo=${encodeURIComponent(`${path}#reviews`)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign in
        </Link>
        {` to review ${tool.name}.`}
      </p>
    );
  }
  if (viewer.state === "unconfirmed") {
    return (
      <p role="note" className="rounded-lg bg-amber-50 p-4 text-slate-800">
        Confirm your email address to review tools: open the link we sent you when you signed up.
      </p>
    );
  }
  if (viewer.state === "owner") {
    return (
      <p role="note" className="rounded-lg bg-slate-50 p-4 text-slate-700">
        {`You own ${tool.name}, so you reply to its reviews rather than review it.`}
      </p>
    );
  }
  if (viewer.state === "withdrawn") {
    return (
      <div role="note" className="rounded-lg bg-amber-50 p-4 text-slate-800">
        <p>{REVIEW_MESSAGES.hidden}</p>
        <Link
          to="/contact"
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Open the contact page
        </Link>
      </div>
    );
  }
  return (
    <ReviewForm own={viewer.own} path={path} documentReply={documentReply} toolName={tool.name} />
  );
}

function ReviewForm({
  own,
  path,
  toolName,
  documentReply,
}: {
  own: OwnReview | null;
  path: string;
  toolName: string;
  documentReply?: FormFailure;
}) {
  const form = useForm({ schema: loadReviewFormSchema, documentReply: documentReply });
  return (
    <div id="your-review" className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">
        {own ? "Your review" : `Review ${toolName}`}
      </h3>
      {own?.status === "hidden" && (
        <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          {`An administrator hid this review${own.hiddenReason ? `: ${own.hiddenReason}` : "."} It does not show on the page or count toward the rating. ${REVIEW_MESSAGES.hiddenDelete}`}
        </p>
      )}
      {/* A new key after each save, so the fields show what was stored. */}
      <FormShell form={form} action={path} className="mt-4 space-y-4" key={own?.updatedAt ?? "new"}>
        <input type="hidden" name="intent" value="review" />
        {own && <input type="hidden" name="reviewId" value={own.id} />}
        <StarPicker defaultValue={own?.stars} />
        <Field
          label="Title"
          name="title"
          maxLength={REVIEW_TITLE_MAX}
          defaultValue={own?.title}
          autoComplete="off"
        />
        <TextArea
          label="Your review"
          name="body"
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          defaultValue={own?.body}
          hint={`What did you use it for, and how did it do? ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters at most. It is published at once, under your username (your account name until you choose one).`}
        />
        <SubmitButton
          busy={form.busy}
          label={own ? "Update review" : "Publish review"}
          busyLabel={own ? "Updating..." : "Publishing..."}
          className={INLINE_BUTTON}
        />
      </FormShell>
      {own && <DeleteReviewButton id={own.id} action={path} intent="delete-review" />}
    </div>
  );
}
