import { data } from "react-router";
import { getUser } from "~/features/accounts/session.server";
import { getToolName } from "~/features/catalogue/tool-reads.server";
import { removeSavedTool, saveTool } from "~/features/saved-tools/mutations.server";
import { listSavedToolIds } from "~/features/saved-tools/queries.server";
import { apiErrorBody, type ApiErrorBody } from "~/lib/api-error";
import { ToolIdSchema } from "~/lib/field-rules";
import type { Route } from "./+types/saved-tools";

const error = (status: number, code: string, message: string) =>
  data<ApiErrorBody>(apiErrorBody(code, message), { status });
const signInFirst = () =>
  error(401, "not_signed_in", "Please sign in to add tools to your toolkit");

/** GET /api/saved-tools: the signed-in user's saved tool ids (docs/product.md#saving-tools). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user) return signInFirst();
  if (params.toolId)
    return error(405, "method_not_allowed", "Use POST to save a tool or DELETE to remove it.");
  return data(
    { savedIds: await listSavedToolIds(user.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST /api/saved-tools/{toolId} saves a tool; DELETE removes it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = getUser(context);
  if (!user) return signInFirst();
  const parsed = ToolIdSchema.safeParse(params.toolId ?? "");
  if (!parsed.success) return error(400, "invalid_tool_id", parsed.error.issues[0]!.message);
  const toolId = parsed.data;
  if (request.method === "POST") {
    if (!(await getToolName(toolId))) return error(404, "not_found", "No tool has this id.");
    await saveTool(user.id, toolId);
    return data({ saved: true, toolId }, { status: 201 });
  }
  if (request.method === "DELETE") {
    await removeSavedTool(user.id, toolId);
    return data({ saved: false, toolId });
  }
  return error(405, "method_not_allowed", "Use POST to save a tool or DELETE to remove it.");
}
