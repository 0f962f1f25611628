import { RowList } from "~/components/ui/row-list";
import { EmptyQueue, QueueItemLink, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import {
  countSubmissionsByStatus,
  listSubmissions,
} from "~/features/submissions/admin-submissions.server";
import {
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionStatus,
} from "~/features/submissions/constants";
import type { Route } from "./+types/submissions";

const QuerySchema = queueQuerySchema(SUBMISSION_STATUSES);
const PATH = "/admin/submissions";

const EMPTY: Record<SubmissionStatus, string> = {
  pending: "No submission is waiting for review.",
  needs_changes: "No submission is waiting for changes.",
  approved: "No submission has been approved yet.",
  rejected: "No submission has been rejected.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, rows] = await Promise.all([
    countSubmissionsByStatus(),
    listSubmissions(query.status, query.page),
  ]);
  const submissions = rows.map((row) => ({
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  }));
  return {
    query,
    counts,
    submissions,
    pageCount: Math.ceil(counts[query.status] / SUBMISSIONS_PAGE_SIZE),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Submissions | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Tools sent for listing: those waiting first in, then each decision. */
export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { query, counts, submissions, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Submissions</h1>
      <QueueStates
        label="Submission states"
        states={SUBMISSION_STATUSES}
        labels={SUBMISSION_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "pending")}
      />
      {submissions.length === 0 ? (
        <EmptyQueue>{EMPTY[query.status]}</EmptyQueue>
      ) : (
        <RowList>
          {submissions.map((submission) => (
            <li key={submission.id} className="p-4">
              <QueueItemLink to={`${PATH}/${submission.id}`}>{submission.name}</QueueItemLink>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${submission.website} · ${submission.email}`}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {query.status === "pending"
                  ? `Submitted ${adminDateTime(submission.submittedAt)} · waiting ${waitedFor(submission.submittedAt)}`
                  : `Submitted ${adminDateTime(submission.submittedAt)}${
                      submission.statusChangedAt
                        ? ` · ${SUBMISSION_STATUS_LABELS[query.status].toLowerCase()} ${adminDateTime(submission.statusChangedAt)}`
                        : ""
                    }`}
              </p>
            </li>
          ))}
        </RowList>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
