import { BackToTools } from "~/features/admin/components/back-to-tools";
import { guardedAdmin } from "~/features/accounts/session.server";
import { ToolForm } from "~/features/admin/components/tool-form";
import { FactFields } from "~/features/catalogue/components/fact-fields";
import { ADMIN_PAGE_HEADERS, ID_TAKEN, TOOL_TOASTS } from "~/features/admin/constants";
import { createTool } from "~/features/catalogue/admin-mutations.server";
import { listEditorChoices } from "~/features/catalogue/admin-queries.server";
import { newToolFormAction } from "~/features/catalogue/new-tool-form.server";
import { refusal, success } from "~/lib/form-action.server";
import type { Route } from "./+types/tool-new";

export async function loader() {
  return listEditorChoices();
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  return newToolFormAction(request, async (input) => {
    const written = await createTool(input, admin);
    if (!written.ok) return refusal(409, "id_taken", ID_TAKEN, { fields: { id: ID_TAKEN } });
    return success(`/admin/tools/${encodeURIComponent(input.id)}`, TOOL_TOASTS.created(input.name));
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "New tool | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

export default function NewTool({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <BackToTools />
      <h1 className="mt-1 text-3xl font-bold text-slate-900">New tool</h1>
      <div className="mt-6">
        <ToolForm
          categories={loaderData.categories}
          pricingOptions={loaderData.pricingOptions}
          action="/admin/tools/new"
          documentReply={actionData}
          facts={<FactFields values={undefined} pricingOptions={loaderData.pricingOptions} />}
        />
      </div>
    </div>
  );
}
