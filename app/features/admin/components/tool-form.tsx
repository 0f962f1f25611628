import { useId, useMemo, type ReactNode } from "react";
import {
  Field,
  FieldError,
  FormShell,
  Select,
  SubmitButton,
  TextArea,
  useFieldError,
  useForm,
} from "~/components/ui/form";
import { CheckboxGrid } from "~/components/ui/checkbox-grid";
import { DescriptionFields } from "~/components/ui/description-fields";
import { TOOL_STATUS_LABELS, TOOL_STATUSES } from "~/features/catalogue/constants";
import { newToolFormSchema, toolFormSchema } from "~/features/catalogue/schema";
import type { ExportedTool } from "~/features/catalogue/types";
import type { FormFailure } from "~/lib/form-reply";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The categories as checkboxes of one name: the server reads every one that is ticked. */
function CategoryChoices({
  categories,
  chosen,
}: {
  categories: readonly string[];
  chosen: readonly string[];
}) {
  const id = useId();
  const error = useFieldError("category");
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="block text-sm font-medium text-slate-800">Categories</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Choose 1 to 5.
      </p>
      <CheckboxGrid
        name="category"
        choices={categories.map((name) => ({ value: name, label: name }))}
        chosen={chosen}
        className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
        labelClassName="sm:min-h-8"
      />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** What each of the editor's own fields is given besides its value. */
type FieldLabels = { label: string; name: string; hint?: string };

/** A list of short texts, one per line: the server splits the text at line ends. */
function ListField({
  items,
  rows = 4,
  ...labels
}: FieldLabels & { items: readonly string[] | undefined; rows?: number }) {
  return <TextArea {...labels} rows={rows} defaultValue={(items ?? []).join("\n")} />;
}

/** The hint of pros, cons and use cases, which share one rule. */
const POINTS_HINT = "2 to 6, one per line, each 8 to 300 characters.";

/** A web address; the schema asks for https. */
function UrlField({ value, ...labels }: FieldLabels & { value: string | undefined }) {
  return <Field {...labels} type="url" defaultValue={value} />;
}

/** A day, shown from an ISO date or time; empty when there is none. */
function DateField({ value, ...labels }: FieldLabels & { value: string | null | undefined }) {
  return <Field {...labels} type="date" defaultValue={value?.slice(0, 10) ?? ""} />;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The tool editor (decision 013): every field of the catalogue, checked with its own rules in
 * the browser and again on the server. A new tool also gets its id, which never changes.
 */
export function ToolForm({
  tool,
  prefill,
  submitLabel,
  categories,
  pricingOptions,
  action,
  documentReply,
  facts,
}: {
  /** The tool being edited; none for a new tool. */
  tool?: ExportedTool;
  /** A new tool's first values (from a submission), each still to be checked. */
  prefill?: Partial<ExportedTool>;
  /** The submit button's label for a new tool, "Create tool" unless given. */
  submitLabel?: string;
  categories: readonly string[];
  pricingOptions: readonly string[];
  action: string;
  documentReply?: FormFailure;
  /** The facts' fields (the catalogue's FactFields), drawn in their own section. */
  facts: ReactNode;
}) {
  const schema = useMemo(
    () =>
      tool
        ? toolFormSchema({ categories, pricingOptions })
        : newToolFormSchema({ categories, pricingOptions }),
    [tool, categories, pricingOptions],
  );
  const form = useForm({ schema, documentReply });
  const values = tool ?? prefill;
  return (
    <FormShell form={form} action={action} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <Section title="Listing">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" name="name" defaultValue={values?.name} maxLength={80} />
          {tool ? null : (
            <Field
              label="Id"
              name="id"
              maxLength={80}
              defaultValue={prefill?.id}
              hint="Lower-case words joined by hyphens, such as my-tool. It is part of the tool's address and cannot change."
            />
          )}
          <UrlField
            label="Website"
            name="url"
            value={values?.url}
            hint="https:// address of the tool's own site."
          />
          <UrlField
            label="Logo"
            name="logo"
            value={values?.logo ?? ""}
            hint="Optional https:// address of an image; without one the site draws a monogram."
          />
          <Select
            label="Status"
            name="status"
            placeholder="Choose a status"
            defaultValue={values?.status ?? "draft"}
            options={TOOL_STATUSES.map((status) => ({
              value: status,
              label: TOOL_STATUS_LABELS[status],
            }))}
            hint="Only published tools are on the site, in search and in the API."
          />
        </div>
      </Section>
      <Section title="Description">
        <DescriptionFields
          shortDescription={values?.shortDescription}
          description={values?.description}
        />
      </Section>
      <Section title="Classification">
        <CategoryChoices categories={categories} chosen={values?.category ?? []} />
      </Section>
      <Section title="Facts and sources">{facts}</Section>
      <Section title="Details">
        <ListField
          label="Features"
          name="features"
          rows={5}
          items={values?.features}
          hint="3 to 8, one per line, each 3 to 80 characters."
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <ListField label="Pros" name="pros" items={values?.pros} hint={POINTS_HINT} />
          <ListField label="Cons" name="cons" items={values?.cons} hint={POINTS_HINT} />
        </div>
        <ListField label="Use cases" name="useCases" items={values?.useCases} hint={POINTS_HINT} />
      </Section>
      <Section title="Rating and date added">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Editor's rating"
            name="editorialRating"
            type="number"
            inputMode="decimal"
            step="0.1"
            min="1"
            max="5"
            defaultValue={values?.editorialRating ?? ""}
            hint="Our own score, 1 to 5, shown as the editor's until users review the tool. Leave blank for none."
          />
          <DateField label="Date added" name="createdAt" value={values?.createdAt ?? today()} />
        </div>
      </Section>
      <SubmitButton
        busy={form.busy}
        label={tool ? "Save tool" : (submitLabel ?? "Create tool")}
        busyLabel={tool ? "Saving..." : "Creating..."}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      />
    </FormShell>
  );
}
