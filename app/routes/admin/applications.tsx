import { RowList } from "~/components/ui/row-list";
import { EmptyQueue, QueueItemLink, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import {
  countApplicationsByStatus,
  listApplications,
} from "~/features/careers/admin-applications.server";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  interestLabel,
} from "~/features/careers/constants";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import type { Route } from "./+types/applications";

const QuerySchema = queueQuerySchema(APPLICATION_STATUSES);
const PATH = "/admin/applications";

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, rows] = await Promise.all([
    countApplicationsByStatus(),
    listApplications(query.status, query.page),
  ]);
  const applications = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    interest: interestLabel(row.interest),
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    query,
    counts,
    applications,
    pageCount: Math.ceil(counts[query.status] / APPLICATIONS_PAGE_SIZE),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Applications | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Job applications from the careers page, by state. */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { query, counts, applications, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Applications</h1>
      <QueueStates
        label="Application states"
        states={APPLICATION_STATUSES}
        labels={APPLICATION_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "new")}
      />
      {applications.length === 0 ? (
        <EmptyQueue>
          {query.status === "new"
            ? "No new application."
            : `No ${APPLICATION_STATUS_LABELS[query.status].toLowerCase()} application.`}
        </EmptyQueue>
      ) : (
        <RowList>
          {applications.map((application) => (
            <li key={application.id} className="p-4">
              <QueueItemLink to={`${PATH}/${application.id}`}>
                {`${application.name} · ${application.interest}`}
              </QueueItemLink>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${application.email} · ${adminDateTime(application.createdAt)}`}
                {query.status === "new" && ` · waiting ${waitedFor(application.createdAt)}`}
              </p>
            </li>
          ))}
        </RowList>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
