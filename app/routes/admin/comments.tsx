import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import {
  countCommentsByStatus,
  listCommentQueue,
  moderateComment,
} from "~/features/blog/admin-comments.server";
import { CommentBody, CommentByline } from "~/features/blog/components/comment-list";
import {
  COMMENT_QUEUE_PAGE_SIZE,
  COMMENT_STATUS_LABELS,
  COMMENT_STATUSES,
} from "~/features/blog/constants";
import { EmptyQueue, MoveButton, QueueStates } from "~/features/admin/components/queue";
import { queueHref, queueQuerySchema, statusMoveSchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { formAction, success } from "~/lib/form-action.server";
import { notChanged } from "~/lib/status-change.server";
import type { Route } from "./+types/comments";

const QuerySchema = queueQuerySchema(COMMENT_STATUSES);
const MoveSchema = statusMoveSchema(["approved", "rejected"], "comment");
const PATH = "/admin/comments";

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, comments] = await Promise.all([
    countCommentsByStatus(),
    listCommentQueue(query.status, query.page),
  ]);
  return {
    query,
    counts,
    comments,
    pageCount: Math.ceil(counts[query.status] / COMMENT_QUEUE_PAGE_SIZE),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  return formAction({
    request,
    schema: MoveSchema,
    honeypot: false,
    mutate: async ({ id, status: decision }) => {
      const written = await moderateComment(id, decision, admin);
      if (!written.ok) return notChanged(written);
      // Back to the same state and page (the request's own path may be the data route's).
      const { status, page } = QuerySchema.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      return success(
        queueHref(PATH, status, "pending", page),
        {
          type: "success",
          title: decision === "approved" ? "Comment approved" : "Comment rejected",
          description:
            decision === "approved"
              ? "It now appears under its article."
              : "It is not shown on the site.",
        },
        { replace: true },
      );
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Comments | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Blog comments waiting for a decision, and those decided, each with its article. */
export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { query, counts, comments, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Comments</h1>
      <QueueStates
        label="Comment states"
        states={COMMENT_STATUSES}
        labels={COMMENT_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "pending")}
      />
      {comments.length === 0 ? (
        <EmptyQueue>
          {query.status === "pending"
            ? "No comment is waiting for moderation."
            : `No ${query.status} comments.`}
        </EmptyQueue>
      ) : (
        <ol className="mt-6 space-y-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">
                On{" "}
                {comment.articleTitle ? (
                  <Link
                    to={`/blog/${comment.articleSlug}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {comment.articleTitle}
                  </Link>
                ) : (
                  <span className="font-medium">{comment.articleSlug} (no such article)</span>
                )}
              </p>
              <CommentByline
                comment={comment}
                date={adminDateTime(comment.createdAt)}
                className="mt-2"
              >
                {comment.status === "pending" && (
                  <span className="text-slate-600">{`· waiting ${waitedFor(comment.createdAt)}`}</span>
                )}
              </CommentByline>
              <CommentBody body={comment.body} />
              <div className="mt-3 flex flex-wrap gap-2">
                {comment.status !== "approved" && (
                  <MoveButton
                    fields={{ id: comment.id, status: "approved" }}
                    label="Approve"
                    busyLabel="Approving..."
                    primary
                  />
                )}
                {comment.status !== "rejected" && (
                  <MoveButton
                    fields={{ id: comment.id, status: "rejected" }}
                    label="Reject"
                    busyLabel="Rejecting..."
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
