import { FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { SourceLink } from "~/components/ui/provenance";
import type { FormFailure } from "~/lib/form-reply";
import { PLATFORM_LABELS, type Platform } from "../facts";
import { SuggestionAcceptSchema, SuggestionRejectSchema } from "../schema";
import type { SuggestionField } from "../types";

/** The mark of an edit the tool's owner sent (docs/product.md#claiming-a-listing). */
export function FromTheOwner() {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      From the owner
    </span>
  );
}

/** A suggested field's value as the review shows it. */
function Value({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-slate-500">not stated</span>;
  }
  if (field === "logo" && typeof value === "string") {
    return (
      <span className="flex items-center gap-2">
        <img
          src={value}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
        />
        <span className="text-xs">{value}</span>
      </span>
    );
  }
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (field === "platforms" && Array.isArray(value)) {
    return (
      <>{value.map((platform) => PLATFORM_LABELS[platform as Platform] ?? platform).join(", ")}</>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc pl-4">
        {value.map((item) => (
          <li key={String(item)}>{String(item)}</li>
        ))}
      </ul>
    );
  }
  if (typeof value === "string" && /^https:\/\//.test(value)) return <SourceLink url={value} />;
  return <>{String(value)}</>;
}

/**
 * A suggested edit field by field against the listing now, with a box per field to apply it;
 * a field the listing changed since the suggestion says so.
 */
export function SuggestionReview({
  fields,
  version,
  documentReply,
  action,
}: {
  fields: SuggestionField[];
  /** The listing's version the decision is made on. */
  version: string;
  documentReply?: FormFailure;
  action: string;
}) {
  const form = useForm({ schema: SuggestionAcceptSchema, documentReply });
  const stale = fields.filter((field) => field.stale);
  return (
    <FormShell form={form} action={action} className="space-y-4">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="version" value={version} />
      {stale.length > 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {`The listing changed since this was suggested: ${stale.map((field) => field.label).join(", ")}. Compare with its value now before you apply it.`}
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {fields.map((field) => (
          <li
            key={field.field}
            className="grid gap-3 p-4 md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]"
          >
            <label className="flex min-h-11 items-start gap-2 font-medium text-slate-900">
              <input
                type="checkbox"
                name="fields"
                value={field.field}
                defaultChecked
                className="mt-1 size-4 rounded border-slate-300"
              />
              <span>
                {field.label}
                {field.stale && (
                  <span className="block text-xs font-normal text-amber-800">Changed since</span>
                )}
              </span>
            </label>
            <div className="min-w-0 text-sm text-slate-700 [overflow-wrap:anywhere]">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Now</p>
              <Value field={field.field} value={field.current} />
              {field.stale && (
                <p className="mt-1 text-xs text-slate-600">
                  When suggested: <Value field={field.field} value={field.base} />
                </p>
              )}
            </div>
            <div className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Suggested
              </p>
              <Value field={field.field} value={field.proposed} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        Applying a fact confirms it against the source the suggestion gives; check that page first.
      </p>
      <SubmitButton busy={form.busy} label="Apply the ticked changes" busyLabel="Applying..." />
    </FormShell>
  );
}

/** The rejection of a suggested edit, with the reason its suggester is emailed. */
export function SuggestionReject({
  documentReply,
  action,
}: {
  documentReply?: FormFailure;
  action: string;
}) {
  const form = useForm({ schema: SuggestionRejectSchema, documentReply });
  return (
    <FormShell form={form} action={action} className="space-y-4">
      <input type="hidden" name="intent" value="reject" />
      <TextArea
        label="Reason"
        name="reason"
        rows={3}
        maxLength={500}
        hint="10 to 500 characters. The person who suggested it is emailed this."
      />
      <SubmitButton
        busy={form.busy}
        label="Reject the suggestion"
        busyLabel="Rejecting..."
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
      />
    </FormShell>
  );
}
