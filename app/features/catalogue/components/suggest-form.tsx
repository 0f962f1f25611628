import { useMemo } from "react";
import { Field, FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { DescriptionFields } from "~/components/ui/description-fields";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { toolSuggestPath } from "~/lib/paths";
import { suggestionFormSchema } from "../schema";
import type { ExportedTool } from "../types";
import { FactFields } from "./fact-fields";

/**
 * A suggested edit of a listing (decision 026): the listing's values to change, each fact with
 * the page that states its new value, and a note. What differs from the listing is sent.
 */
export function SuggestForm({
  tool,
  pricingOptions,
  documentReply,
}: {
  tool: ExportedTool;
  pricingOptions: readonly string[];
  documentReply?: FormFailure;
}) {
  const schema = useMemo(() => suggestionFormSchema(pricingOptions), [pricingOptions]);
  const form = useForm({ schema, documentReply });
  return (
    <FormShell form={form} action={toolSuggestPath(tool.id)} className="relative space-y-6">
      <fieldset className="min-w-0 space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Facts and their sources</legend>
        <p className="text-sm text-slate-700">
          Change what is wrong, and give the official page that states the new value. An
          administrator checks it there before it goes live.
        </p>
        <FactFields values={tool} pricingOptions={pricingOptions} confirmable={false} />
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Text</legend>
        <Field label="Website" name="url" type="url" defaultValue={tool.url} />
        <DescriptionFields
          shortDescription={tool.shortDescription}
          description={tool.description}
        />
        <TextArea
          label="Features"
          name="features"
          rows={5}
          defaultValue={tool.features.join("\n")}
          hint="3 to 8, one per line, each 3 to 80 characters."
        />
      </fieldset>
      <TextArea
        label="Note for the administrator (optional)"
        name="note"
        rows={3}
        maxLength={1000}
        hint="Anything that helps check it: where on the page, or since when."
      />
      <HoneypotField />
      <SubmitButton busy={form.busy} label="Send suggestion" busyLabel="Sending..." />
    </FormShell>
  );
}
