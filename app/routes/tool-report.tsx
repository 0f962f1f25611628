import { Link, useSearchParams } from "react-router";
import { ToolErrorBoundary } from "~/features/catalogue/components/tool-not-found";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { toolReportPath, REPORT_TOASTS } from "~/features/reports/constants";
import { ReportForm, ReportSent } from "~/features/reports/components/report-form";
import { fileReport, reportRateLimit } from "~/features/reports/mutations.server";
import { ReportSchema } from "~/features/reports/schema";
import { isToolId } from "~/lib/field-limits";
import { formAction, perAddress, refusal, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { toolPath } from "~/lib/paths";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/tool-report";

// A visitor's report of a listing (decision 018): no account, a honeypot and a per-address
// limit. Only published tools take reports; nothing on the tool's page changes until an
// administrator acts.

const NOT_FOUND = "No published tool has this id.";

async function requirePublishedTool(id: string) {
  const tool = isToolId(id) ? await getToolById(id) : null;
  invariantResponse(tool, NOT_FOUND, { status: 404 });
  return { id: tool.id, name: tool.name, slug: tool.slug };
}

export async function loader({ params }: Route.LoaderArgs) {
  return { tool: await requirePublishedTool(params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const tool = await requirePublishedTool(params.id);
  return formAction({
    request,
    schema: ReportSchema,
    rateLimits: perAddress(context, reportRateLimit),
    rateLimitMessage: "You have sent several reports in a short while.",
    failure: REPORT_TOASTS.failure,
    mutate: async (report) => {
      const filed = await fileReport(tool.id, report);
      if (!filed) return refusal(404, "not_found", NOT_FOUND);
      return success(`${toolReportPath(tool.id)}?sent=1`, REPORT_TOASTS.success, {
        replace: true,
      });
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Report an issue${data ? ` with ${data.tool.name}` : ""} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function ToolReport({ loaderData, actionData }: Route.ComponentProps) {
  const { tool } = loaderData;
  const [searchParams] = useSearchParams();
  const toolHref = toolPath(tool);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-12">
      <Link to={toolHref} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span>
        {` ${tool.name}`}
      </Link>
      <h1 className="mt-4 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {`Report an issue with ${tool.name}`}
      </h1>
      <p className="mt-3 text-slate-700">
        Something wrong or out of date in this listing? Tell us what, and an administrator will
        check it. No account is needed.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {searchParams.has("sent") ? (
          <ReportSent toolHref={toolHref} toolName={tool.name} />
        ) : (
          <ReportForm toolId={tool.id} documentReply={actionData} />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ToolErrorBoundary
      error={error}
      notFound="There is no published tool at this address to report."
    />
  );
}
