import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { EmailField, FormShell, SubmitButton, TextArea, useForm } from "~/components/ui/form";
import { RadioChoices } from "~/components/ui/choices";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { toolReportPath } from "~/lib/paths";
import { REPORT_LIMITS, REPORT_REASON_LABELS, REPORT_REASONS } from "../constants";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadReportSchema = () => import("../schema").then((module) => module.ReportSchema);

/**
 * The report form of a tool's listing (decision 018), checked in the browser and on the server
 * with the same schema. No account is needed; the email is only for a reply.
 */
export function ReportForm({
  toolId,
  documentReply,
}: {
  toolId: string;
  documentReply?: FormFailure;
}) {
  const form = useForm({ schema: loadReportSchema, documentReply });
  return (
    <FormShell form={form} action={toolReportPath(toolId)} className="relative space-y-5">
      <RadioChoices
        name="reason"
        legend="What is wrong?"
        idBase="report-reason"
        choices={REPORT_REASONS.map((reason) => ({
          value: reason,
          label: REPORT_REASON_LABELS[reason],
        }))}
        className="mt-2 grid gap-2 sm:grid-cols-2"
        optionClassName="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
      />
      <TextArea
        label="Note (optional)"
        name="note"
        rows={4}
        maxLength={REPORT_LIMITS.note}
        hint="What should the listing say instead? A link to the source helps."
      />
      <EmailField
        label="Email (optional)"
        hint="Only if you would like a reply. It is not shown on the site."
      />
      <HoneypotField />
      <SubmitButton busy={form.busy} label="Send report" busyLabel="Sending..." />
    </FormShell>
  );
}

/** The thanks that replaces the form once a report is sent. */
export function ReportSent({ toolHref, toolName }: { toolHref: string; toolName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        Thank you for your report
      </h2>
      <p className="mt-2 text-slate-700">
        An administrator will check the listing and correct it if needed.
      </p>
      <Link
        to={toolHref}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold [overflow-wrap:anywhere] text-white hover:bg-brand-700"
      >
        {`Back to ${toolName}`}
      </Link>
    </div>
  );
}
