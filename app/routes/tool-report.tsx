import { useSearchParams } from "react-router";
import { LaterToolErrorBoundary } from "~/features/catalogue/components/later-tool-page";
import { ToolSubpage } from "~/features/catalogue/components/tool-subpage";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { REPORT_TOASTS } from "~/features/reports/constants";
import { ReportForm, ReportSent } from "~/features/reports/components/report-form";
import { fileReport, reportRateLimit } from "~/features/reports/mutations.server";
import { ReportSchema } from "~/features/reports/schema";
import { isToolId } from "~/lib/field-limits";
import { formAction, perAddress, refusal, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { toolPath, toolReportPath } from "~/lib/paths";
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
    <ToolSubpage
      toolHref={toolHref}
      toolName={tool.name}
      title={`Report an issue with ${tool.name}`}
      intro={
        <>
          Something wrong or out of date in this listing? Tell us what, and an administrator will
          check it. No account is needed.
        </>
      }
    >
      {searchParams.has("sent") ? (
        <ReportSent toolHref={toolHref} toolName={tool.name} />
      ) : (
        <ReportForm toolId={tool.id} documentReply={actionData} />
      )}
    </ToolSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LaterToolErrorBoundary
      error={error}
      notFound="There is no published tool at this address to report."
    />
  );
}
