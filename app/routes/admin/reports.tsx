import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { EmptyQueue, QueueStates } from "~/features/admin/components/queue";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import type { ToolStatus } from "~/features/catalogue/constants";
import { slugify } from "~/features/catalogue/tool";
import {
  countReportsByStatus,
  decideReport,
  decideToolReports,
  listReportGroups,
} from "~/features/reports/admin-reports.server";
import { ReportDecision } from "~/features/reports/components/report-decision";
import {
  REPORT_GROUPS_PAGE_SIZE,
  REPORT_REASON_LABELS,
  REPORT_SOURCE_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportDecision as Decision,
} from "~/features/reports/constants";
import { ReportDecisionSchema, ToolReportsDecisionSchema } from "~/features/reports/schema";
import { countOf } from "~/lib/count";
import { formAction, formSpec, success } from "~/lib/form-action.server";
import { toolPath } from "~/lib/paths";
import { notChanged } from "~/lib/status-change.server";
import type { Route } from "./+types/reports";

const QuerySchema = queueQuerySchema(REPORT_STATUSES);
const PATH = "/admin/reports";

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, { groups, groupCount }] = await Promise.all([
    countReportsByStatus(),
    listReportGroups(query.status, query.page),
  ]);
  return {
    query,
    counts,
    groups,
    groupCount,
    pageCount: Math.ceil(groupCount / REPORT_GROUPS_PAGE_SIZE),
  };
}

const DONE: Record<Decision, string> = { resolved: "resolved", dismissed: "dismissed" };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  // Back to the same page of open reports (the request's own path may be the data route's).
  const back = () => {
    const { page } = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return queueHref(PATH, "open", "open", page);
  };
  return formAction({
    request,
    defaultIntent: "report",
    intents: {
      report: formSpec({
        schema: ReportDecisionSchema,
        honeypot: false,
        mutate: async ({ id, status, note }) => {
          const written = await decideReport(id, status, note, admin);
          if (!written.ok) return notChanged(written);
          return success(
            back(),
            {
              type: "success",
              title: status === "resolved" ? "Report resolved" : "Report dismissed",
              description: `It is kept under ${REPORT_STATUS_LABELS[status]}.`,
            },
            { replace: true },
          );
        },
      }),
      tool: formSpec({
        schema: ToolReportsDecisionSchema,
        honeypot: false,
        mutate: async ({ toolId, status, note }) => {
          const written = await decideToolReports(toolId, status, note, admin);
          if (!written.ok) return notChanged(written);
          return success(
            back(),
            {
              type: "success",
              title: status === "resolved" ? "Reports resolved" : "Reports dismissed",
              description: `${countOf(written.count ?? 0, "open report")} of this tool ${DONE[status]}.`,
            },
            { replace: true },
          );
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Reports | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

const OUTBOUND = "[overflow-wrap:anywhere] text-brand-700 hover:underline";

/** Reports of listings, grouped by tool: open ones to work through, and those decided. */
export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { query, counts, groups, groupCount, pageCount } = loaderData;
  const open = query.status === "open";
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Reports</h1>
      <p className="mt-2 text-sm text-slate-700">
        {`Problems visitors and the link checker found in listings, by tool. ${countOf(groupCount, "tool")} in this tab.`}
      </p>
      <QueueStates
        label="Report states"
        states={REPORT_STATUSES}
        labels={REPORT_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "open")}
      />
      {groups.length === 0 ? (
        <EmptyQueue>
          {open ? "No listing has an open report." : `No ${query.status} reports yet.`}
        </EmptyQueue>
      ) : (
        <ol className="mt-6 space-y-6">
          {groups.map(({ tool, count, reports }) => (
            <li
              key={tool.id}
              aria-label={tool.name}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                  <Link
                    to={`/admin/tools/${encodeURIComponent(tool.id)}`}
                    className="text-brand-700 hover:underline"
                  >
                    {tool.name}
                  </Link>
                </h2>
                {tool.status !== "published" && <StatusBadge status={tool.status as ToolStatus} />}
                <span className="text-sm text-slate-600">
                  {countOf(count, `${query.status} report`)}
                </span>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {tool.status === "published" && (
                  <Link
                    to={toolPath({ id: tool.id, slug: slugify(tool.name) })}
                    className={OUTBOUND}
                  >
                    Public page
                  </Link>
                )}
                <a href={tool.url} target="_blank" rel="noopener noreferrer" className={OUTBOUND}>
                  {tool.url}
                </a>
              </p>
              <ul className="mt-3 divide-y divide-slate-200 border-t border-slate-200">
                {reports.map((report) => (
                  <li key={report.id} className="py-3">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-semibold text-slate-900">
                        {REPORT_REASON_LABELS[report.reason]}
                      </span>
                      <span className="text-slate-600">
                        {`${REPORT_SOURCE_LABELS[report.source]} · `}
                        <time dateTime={report.createdAt}>{adminDateTime(report.createdAt)}</time>
                        {open && ` · waiting ${waitedFor(report.createdAt)}`}
                      </span>
                    </p>
                    {report.note && (
                      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                        {report.note}
                      </p>
                    )}
                    {report.email && (
                      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">
                        {"Reply to "}
                        <a
                          href={`mailto:${encodeURIComponent(report.email)}?subject=${encodeURIComponent(`Re: your report about ${tool.name}`)}`}
                          className="text-brand-700 hover:underline"
                        >
                          {report.email}
                        </a>
                      </p>
                    )}
                    {report.decidedAt && (
                      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">
                        {`${REPORT_STATUS_LABELS[query.status]} by ${report.decidedBy ?? "an administrator"} on ${adminDateTime(report.decidedAt)}`}
                        {report.resolution && `: ${report.resolution}`}
                      </p>
                    )}
                    {open && <ReportDecision reportId={report.id} title="Decide this report" />}
                  </li>
                ))}
              </ul>
              {count > reports.length && (
                <p className="mt-2 text-sm text-slate-600">
                  {`${countOf(count - reports.length, "more report")} not shown.`}
                </p>
              )}
              {open && count > 1 && (
                <ReportDecision toolId={tool.id} title={`Decide all ${count} open reports`} />
              )}
            </li>
          ))}
        </ol>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
