import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { EmptyQueue, MoveButton, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { HideReviewForm } from "~/features/reviews/components/hide-form";
import { StarRow } from "~/features/reviews/components/star-row";
import {
  REVIEW_QUEUE_PAGE_SIZE,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  REVIEW_TOASTS,
} from "~/features/reviews/constants";
import {
  countReviewsByStatus,
  listReviewQueue,
  moderateReview,
  removeWithdrawnReview,
} from "~/features/reviews/reviews.server";
import { moderateReply, repliesForQueue } from "~/features/reviews/replies.server";
import {
  HideReplySchema,
  HideReviewSchema,
  RemoveReviewSchema,
  RestoreReviewSchema,
  type OwnReview,
} from "~/features/reviews/schema";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { notChanged } from "~/lib/status-change.server";
import { slugify } from "~/features/catalogue/tool";
import { toolPath } from "~/lib/paths";
import type { Route } from "./+types/reviews";

const QuerySchema = queueQuerySchema(REVIEW_STATUSES);
const PATH = "/admin/reviews";

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, reviews] = await Promise.all([
    countReviewsByStatus(),
    listReviewQueue(query.status, query.page),
  ]);
  const replies = await repliesForQueue(reviews.map((review) => review.id));
  return {
    query,
    counts,
    reviews,
    replies,
    pageCount: Math.ceil(counts[query.status] / REVIEW_QUEUE_PAGE_SIZE),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  // Back to the same state and page (the request's own path may be the data route's).
  const back = () => {
    const { status, page } = QuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    return queueHref(PATH, status, "published", page);
  };
  const moved = async (id: number, to: "hidden" | "published", reason: string | null) => {
    const written = await moderateReview(id, to, reason, admin);
    if (!written.ok) return notChanged(written);
    return success(
      back(),
      to === "hidden"
        ? {
            type: "success",
            title: "Review hidden",
            description: "It no longer shows or counts toward the rating.",
          }
        : {
            type: "success",
            title: "Review shown again",
            description: "It shows on the tool's page and counts again.",
          },
      { replace: true },
    );
  };
  const replyMoved = async (
    id: number,
    decision: { hide: true; reason: string } | { hide: false },
  ) => {
    if (!(await moderateReply(id, decision, admin))) {
      return refusal(404, "not_found", "This review has no reply.");
    }
    return success(
      back(),
      decision.hide
        ? { type: "success", title: "Reply hidden", description: "Only the maker sees it now." }
        : {
            type: "success",
            title: "Reply shown again",
            description: "It shows under the review.",
          },
      { replace: true },
    );
  };
  return formAction({
    request,
    defaultIntent: "hide",
    intents: {
      hide: formSpec({
        schema: HideReviewSchema,
        honeypot: false,
        mutate: ({ id, reason }) => moved(id, "hidden", reason),
      }),
      restore: formSpec({
        schema: RestoreReviewSchema,
        honeypot: false,
        mutate: ({ id }) => moved(id, "published", null),
      }),
      "hide-reply": formSpec({
        schema: HideReplySchema,
        honeypot: false,
        mutate: async ({ id, reason }) => replyMoved(id, { hide: true, reason }),
      }),
      "restore-reply": formSpec({
        schema: RestoreReviewSchema,
        honeypot: false,
        mutate: async ({ id }) => replyMoved(id, { hide: false }),
      }),
      remove: formSpec({
        schema: RemoveReviewSchema,
        honeypot: false,
        mutate: async ({ id }) => {
          const removed = await removeWithdrawnReview(id, admin);
          if (!removed.ok) return notChanged(removed);
          return success(back(), REVIEW_TOASTS.removed, { replace: true });
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold sm:min-h-9";

/**
 * A hidden review's way back: shown again, or, once its author deleted it, only removed (its
 * text was theirs to withdraw), which lets them write a new review of the tool.
 */
function HiddenActions({ review }: { review: OwnReview }) {
  if (!review.withdrawnAt) {
    return (
      <MoveButton
        fields={{ intent: "restore", id: review.id }}
        label="Show again"
        busyLabel="Showing..."
      />
    );
  }
  return (
    <>
      <p className="text-sm font-medium text-slate-800">
        {`Withdrawn by its author on ${adminDateTime(review.withdrawnAt)}. Kept as the record of this decision, it cannot be shown again, and its author cannot publish a new review of this tool while it is kept.`}
      </p>
      <details>
        <summary
          className={`${BUTTON} cursor-pointer list-none border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Remove record
        </summary>
        <div className="mt-2 max-w-xs text-sm text-slate-700">
          <p className="mb-2">
            The review is deleted for good, and its author can write a new one of this tool.
          </p>
          <MoveButton
            fields={{ intent: "remove", id: review.id }}
            label="Remove for good"
            busyLabel="Removing..."
            primary
          />
        </div>
      </details>
    </>
  );
}

/** The maker's reply under a review in the queue, with the way to hide it or show it again. */
function QueueReply({
  reviewId,
  reply,
}: {
  reviewId: number;
  reply?: { body: string; status: string; hiddenReason: string | null; hiddenBy: string | null };
}) {
  if (!reply) return null;
  return (
    <div className="mt-3 border-l-4 border-brand-200 pl-3">
      <p className="text-sm font-semibold text-slate-900">Reply from the maker</p>
      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
        {reply.body}
      </p>
      <div className="mt-2 space-y-2">
        {reply.status === "hidden" ? (
          <>
            <p className="text-sm text-slate-700">
              {`Hidden${reply.hiddenBy ? ` by ${reply.hiddenBy}` : ""}: ${reply.hiddenReason ?? "no reason kept"}`}
            </p>
            <MoveButton
              fields={{ intent: "restore-reply", id: reviewId }}
              label="Show the reply again"
              busyLabel="Showing..."
            />
          </>
        ) : (
          <HideReviewForm id={reviewId} what="reply" />
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Reviews | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Users' reviews, newest first: published ones to hide, hidden ones with their reason. */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { query, counts, reviews, replies, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Reviews</h1>
      <p className="mt-2 text-slate-700">
        Reviews are published at once. Hide one that breaks the rules: the tool&apos;s rating
        follows at once, and its writer sees the reason.
      </p>
      <QueueStates
        label="Review states"
        states={REVIEW_STATUSES}
        labels={REVIEW_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "published")}
      />
      {reviews.length === 0 ? (
        <EmptyQueue>{`No ${query.status} reviews.`}</EmptyQueue>
      ) : (
        <ol className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">
                {"Of "}
                <Link
                  to={toolPath({ id: review.toolId, slug: slugify(review.toolName) })}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {review.toolName}
                </Link>
              </p>
              <StarRow stars={review.stars} />
              <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {review.title}
              </h2>
              <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600">
                <span className="font-medium [overflow-wrap:anywhere] text-slate-800">
                  {review.author}
                </span>
                <span className="[overflow-wrap:anywhere]">{review.email}</span>
                <time dateTime={review.createdAt}>{adminDateTime(review.createdAt)}</time>
              </p>
              <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                {review.body}
              </p>
              <QueueReply reviewId={review.id} reply={replies[review.id]} />
              {review.status === "hidden" ? (
                <div className="mt-3 space-y-2">
                  <p className="text-sm text-slate-700">
                    {`Hidden${review.hiddenBy ? ` by ${review.hiddenBy}` : ""}${review.hiddenAt ? ` on ${adminDateTime(review.hiddenAt)}` : ""}: ${review.hiddenReason ?? "no reason kept"}`}
                  </p>
                  <HiddenActions review={review} />
                </div>
              ) : (
                <div className="mt-3">
                  <HideReviewForm id={review.id} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
