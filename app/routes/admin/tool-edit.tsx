import { BackToTools } from "~/features/admin/components/back-to-tools";
import { adminDateTime as dateTime } from "~/features/admin/format";
import { Link, useFetcher } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { AuditHistory } from "~/features/admin/components/audit-history";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { ToolForm } from "~/features/admin/components/tool-form";
import { FactFields } from "~/features/catalogue/components/fact-fields";
import { WebsiteChecks } from "~/features/admin/components/website-checks";
import { ADMIN_PAGE_HEADERS, TOOL_TOASTS } from "~/features/admin/constants";
import { ToolStatusSchema } from "~/features/admin/schema";
import { setToolStatus, updateTool } from "~/features/catalogue/admin-mutations.server";
import {
  getToolForAdmin,
  listAuditEntries,
  listEditorChoices,
} from "~/features/catalogue/admin-queries.server";
import { TOOL_STATUS_LABELS, TOOL_STATUSES } from "~/features/catalogue/constants";
import { listToolChecks } from "~/features/catalogue/refresh.server";
import { toolFormSchema } from "~/features/catalogue/schema";
import { slugify } from "~/features/catalogue/tool";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { isToolId } from "~/lib/field-limits";
import { invariantResponse } from "~/lib/invariant";
import { siteOrigin } from "~/lib/origin.server";
import { toolPath } from "~/lib/paths";
import type { Toast } from "~/lib/form-reply";
import { announcePublished } from "~/features/submissions/admin-submissions.server";
import type { Route } from "./+types/tool-edit";

const NOT_FOUND = "No tool has this id.";

/** The tool id of the address: one no tool can have (a NUL, a slash...) is never looked up. */
function toolIdOf(params: { id: string }) {
  invariantResponse(isToolId(params.id), NOT_FOUND, { status: 404 });
  return params.id;
}

export async function loader({ params }: Route.LoaderArgs) {
  const id = toolIdOf(params);
  const [found, lists, history, checks] = await Promise.all([
    getToolForAdmin(id),
    listEditorChoices(),
    listAuditEntries("tool", id),
    listToolChecks(id),
  ]);
  invariantResponse(found, NOT_FOUND, { status: 404 });
  return { ...found, ...lists, history, checks };
}

/**
 * After a write that may have published the tool: a tool made from a submission tells its
 * submitter, once, that it is on the site.
 */
function tellSubmitter(request: Request, id: string, name: string) {
  return announcePublished(id, `${siteOrigin(request)}${toolPath({ id, slug: slugify(name) })}`);
}

const withSubmitterTold = (toast: Toast): Toast => ({
  ...toast,
  description: `${toast.description ? `${toast.description} ` : ""}The person who submitted it was emailed its page.`,
});

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = toolIdOf(params);
  const here = `/admin/tools/${encodeURIComponent(id)}`;
  const lists = await listEditorChoices();
  return formAction({
    request,
    lists: ["category", "platforms", "confirm"],
    defaultIntent: "save",
    intents: {
      save: formSpec({
        schema: toolFormSchema(lists),
        honeypot: false,
        mutate: async (input) => {
          const written = await updateTool({ ...input, id }, admin);
          if (!written.ok) return refusal(404, "not_found", NOT_FOUND);
          const toast = written.changed.length
            ? TOOL_TOASTS.saved(written.changed)
            : TOOL_TOASTS.unchanged;
          const told = await tellSubmitter(request, id, input.name);
          return success(here, told ? withSubmitterTold(toast) : toast, { replace: true });
        },
      }),
      status: formSpec({
        schema: ToolStatusSchema,
        honeypot: false,
        mutate: async ({ status }) => {
          const written = await setToolStatus(id, status, admin);
          if (!written.ok) return refusal(404, "not_found", NOT_FOUND);
          const toast = TOOL_TOASTS.status(TOOL_STATUS_LABELS[status]);
          const found = status === "published" ? await getToolForAdmin(id) : null;
          const told = found ? await tellSubmitter(request, id, found.tool.name) : false;
          return success(here, told ? withSubmitterTold(toast) : toast, { replace: true });
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.tool.name ?? "Tool"} | Admin | AI Tools Directory` },
  { name: "robots", content: "noindex" },
];

const STATUS_ACTIONS = { published: "Publish", draft: "Move to draft", archived: "Archive" };

/** Publish, archive or return to draft in one click. */
function StatusButtons({ status }: { status: (typeof TOOL_STATUSES)[number] }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="status" />
      {TOOL_STATUSES.filter((next) => next !== status).map((next) => (
        <button
          key={next}
          type="submit"
          name="status"
          value={next}
          disabled={fetcher.state !== "idle"}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {STATUS_ACTIONS[next]}
        </button>
      ))}
    </fetcher.Form>
  );
}

export default function EditTool({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, updatedAt, editedAt, editedBy, history } = loaderData;
  return (
    <div>
      <BackToTools />
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">{tool.name}</h1>
        <StatusBadge status={tool.status} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <span className="[overflow-wrap:anywhere]">{tool.id}</span> · Updated {dateTime(updatedAt)}
        {editedAt && editedBy ? (
          <> · Edited here by {editedBy}: seeding and Migrate All Tools leave it as it is</>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <StatusButtons status={tool.status} />
        {tool.status === "published" ? (
          <Link
            to={toolPath({ id: tool.id, slug: slugify(tool.name) })}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            View on the site
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        <ToolForm
          key={updatedAt}
          tool={tool}
          categories={loaderData.categories}
          pricingOptions={loaderData.pricingOptions}
          action={`/admin/tools/${encodeURIComponent(tool.id)}`}
          documentReply={actionData}
          facts={
            <FactFields
              values={tool}
              pricingOptions={loaderData.pricingOptions}
              confirmations={loaderData.confirmations}
            />
          }
        />
      </div>
      <WebsiteChecks checks={loaderData.checks} />
      <AuditHistory entries={history} />
    </div>
  );
}
