import { Link } from "react-router";
import { clsx } from "clsx";
import { requireAdmin } from "~/features/accounts/session.server";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import {
  countCommentsByStatus,
  listCommentQueue,
  moderateComment,
} from "~/features/blog/admin-comments.server";
import {
  COMMENT_ANONYMOUS,
  COMMENT_QUEUE_PAGE_SIZE,
  COMMENT_STATUS_LABELS,
  COMMENT_STATUSES,
  type CommentStatus,
} from "~/features/blog/constants";
import { CommentDecisionSchema, CommentQueueSchema } from "~/features/blog/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { FormShell, SubmitButton, useForm } from "~/components/ui/form";
import { formAction, refusal, success } from "~/lib/form-action.server";
import type { Route } from "./+types/comments";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const query = CommentQueueSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
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
  const admin = await requireAdmin(context);
  return formAction({
    request,
    schema: CommentDecisionSchema,
    honeypot: false,
    mutate: async ({ id, decision }) => {
      const written = await moderateComment(id, decision, admin);
      if (!written.ok) {
        return refusal(
          written.status,
          written.status === 404 ? "not_found" : "conflict",
          written.message,
          {
            toast: { type: "error", title: "Not changed", description: written.message },
          },
        );
      }
      // Back to the same state and page (the request's own path may be the data route's).
      const { status, page } = CommentQueueSchema.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const back = new URLSearchParams({
        ...(status !== "pending" && { status }),
        ...(page > 1 && { page: String(page) }),
      }).toString();
      return success(
        `/admin/comments${back ? `?${back}` : ""}`,
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

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60 sm:min-h-9";

function Decision({
  id,
  decision,
  label,
  busyLabel,
  primary = false,
}: {
  id: number;
  decision: Exclude<CommentStatus, "pending">;
  label: string;
  busyLabel: string;
  primary?: boolean;
}) {
  const form = useForm({});
  return (
    <FormShell form={form}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <SubmitButton
        busy={form.busy}
        label={label}
        busyLabel={busyLabel}
        className={clsx(
          BUTTON,
          primary
            ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
            : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        )}
      />
    </FormShell>
  );
}

/** Blog comments waiting for a decision, and those decided, each with its article. */
export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { query, counts, comments, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Comments</h1>
      <nav aria-label="Comment states" className="mt-6 flex flex-wrap gap-2">
        {COMMENT_STATUSES.map((status) => (
          <Link
            key={status}
            to={status === "pending" ? "?" : `?status=${status}`}
            aria-current={status === query.status ? "page" : undefined}
            className={clsx(
              "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium sm:min-h-9",
              status === query.status
                ? "border-brand-600 bg-brand-50 text-brand-800"
                : "border-slate-300 text-slate-700 hover:bg-slate-50",
            )}
          >
            {COMMENT_STATUS_LABELS[status]} ({counts[status].toLocaleString("en-US")})
          </Link>
        ))}
      </nav>
      {comments.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {query.status === "pending"
            ? "No comment is waiting for moderation."
            : `No ${query.status} comments.`}
        </p>
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
              <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {comment.authorName ?? COMMENT_ANONYMOUS}
                </span>
                <time dateTime={comment.createdAt} className="text-slate-600">
                  {adminDateTime(comment.createdAt)}
                </time>
                {comment.status === "pending" && (
                  <span className="text-slate-600">{`· waiting ${waitedFor(comment.createdAt)}`}</span>
                )}
              </p>
              <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                {comment.body}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {comment.status !== "approved" && (
                  <Decision
                    id={comment.id}
                    decision="approved"
                    label="Approve"
                    busyLabel="Approving..."
                    primary
                  />
                )}
                {comment.status !== "rejected" && (
                  <Decision
                    id={comment.id}
                    decision="rejected"
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
