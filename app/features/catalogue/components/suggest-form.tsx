import { useMemo } from "react";
import { Field, FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { DescriptionFields } from "~/components/ui/description-fields";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { toolSuggestPath } from "~/lib/paths";
import { OWNER_LOGO_ACCEPT, OWNER_LOGO_FIELD } from "../constants";
import type { ExportedTool } from "../types";
import { FactFields } from "./fact-fields";

/**
 * A suggested edit of a listing (decision 026): the listing's values to change, each fact with
 * the page that states its new value, and a note. What differs from the listing is sent. The
 * tool's owner also has its use cases and a new logo (docs/product.md#claiming-a-listing).
 */
export function SuggestForm({
  tool,
  pricingOptions,
  owner = false,
  documentReply,
}: {
  tool: ExportedTool;
  pricingOptions: readonly string[];
  /** The viewer owns the tool: their edit is sent as the owner's. */
  owner?: boolean;
  documentReply?: FormFailure;
}) {
  // The form's schema (and zod with it) is fetched when the form is first used.
  const schema = useMemo(
    () => () =>
      import("../schema").then((module) =>
        (owner ? module.ownerEditFormSchema : module.suggestionFormSchema)(pricingOptions),
      ),
    [owner, pricingOptions],
  );
  const form = useForm({ schema, documentReply });
  return (
    <FormShell
      form={form}
      action={toolSuggestPath(tool.id)}
      className="relative space-y-6"
      {...(owner ? { encType: "multipart/form-data" as const } : {})}
    >
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
        {owner && (
          <TextArea
            label="Use cases"
            name="useCases"
            rows={5}
            defaultValue={tool.useCases.join("\n")}
            hint="2 to 6, one per line, each 8 to 300 characters."
          />
        )}
      </fieldset>
      {owner && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-lg font-semibold text-slate-900">Logo</legend>
          {tool.logo && (
            <p className="flex items-center gap-3 text-sm text-slate-700">
              <img
                src={tool.logo}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-md border border-slate-200 bg-white object-contain"
              />
              The logo the listing shows now.
            </p>
          )}
          <Field
            label="New logo (optional)"
            name={OWNER_LOGO_FIELD}
            type="file"
            accept={OWNER_LOGO_ACCEPT}
            hint="PNG, JPEG, WebP or SVG, at most 1 MB; leave it empty to keep the logo. We keep a copy, never the file as sent: an SVG is cleaned of anything that could run or load, other images become a WebP of at most 256 pixels."
          />
        </fieldset>
      )}
      <TextArea
        label="Note for the administrator (optional)"
        name="note"
        rows={3}
        maxLength={1000}
        hint="Anything that helps check it: where on the page, or since when."
      />
      <HoneypotField />
      <SubmitButton
        busy={form.busy}
        label={owner ? "Send the changes" : "Send suggestion"}
        busyLabel="Sending..."
      />
    </FormShell>
  );
}
