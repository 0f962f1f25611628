import { formAction, type FormOutcome } from "~/lib/form-action.server";
import { listEditorChoices } from "./admin-queries.server";
import { newToolFormSchema, type ToolInput } from "./schema";

/**
 * The action of a form that creates a tool (a new tool, an approved submission): the editor's
 * fields, checked against the catalogue's categories and pricing options as they are now.
 */
export async function newToolFormAction(
  request: Request,
  mutate: (input: ToolInput) => Promise<FormOutcome>,
) {
  const lists = await listEditorChoices();
  return formAction({
    request,
    honeypot: false,
    lists: ["category", "platforms", "confirm"],
    schema: newToolFormSchema(lists),
    mutate,
  });
}
