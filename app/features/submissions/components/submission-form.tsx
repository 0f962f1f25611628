import type { ReactNode } from "react";
import {
  EmailField,
  Field,
  FormShell,
  Select,
  SubmitButton,
  TextArea,
  useForm,
} from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { SUBMISSION_CATEGORIES, SUBMISSION_LIMITS, SUBMISSION_PRICING } from "../constants";
import { SUBMISSION_HONEYPOT } from "../constants";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadToolSubmissionSchema = () =>
  import("../schema").then((module) => module.ToolSubmissionSchema);

function Section({
  title,
  optional,
  children,
}: {
  title: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">
        {title}
        {optional ? (
          <span className="ml-2 text-sm font-normal text-slate-600">(optional)</span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  );
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Submit a tool (docs/product.md#submit-a-tool): four sections; success goes home with the toast.
 */
export function SubmissionForm({ documentReply }: { documentReply?: FormFailure }) {
  const form = useForm({ schema: loadToolSubmissionSchema, documentReply });
  return (
    <FormShell form={form} action="/submit-tool" className="relative space-y-6">
      <Section title="Tool Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tool name" name="name" maxLength={SUBMISSION_LIMITS.name} />
          <Field
            label="Website"
            name="website"
            type="url"
            maxLength={SUBMISSION_LIMITS.url}
            hint="The tool's official address, starting with https://"
          />
          <Select
            label="Category"
            name="category"
            placeholder="Select a category"
            options={options(SUBMISSION_CATEGORIES)}
          />
          <Select
            label="Pricing"
            name="pricing"
            placeholder="Select a pricing option"
            options={options(SUBMISSION_PRICING)}
          />
        </div>
        <Field
          label="Short description"
          name="shortDescription"
          maxLength={SUBMISSION_LIMITS.shortDescription}
          hint="20 to 200 characters: what the tool does, in one sentence."
        />
        <TextArea
          label="Description"
          name="description"
          rows={6}
          maxLength={SUBMISSION_LIMITS.description}
          hint="At least 100 characters: what it does, who it is for, what makes it different."
        />
        <Field
          label="Logo URL (optional)"
          name="logoUrl"
          type="url"
          maxLength={SUBMISSION_LIMITS.url}
        />
      </Section>
      <Section title="Founder Information" optional>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Founder name" name="founderName" maxLength={SUBMISSION_LIMITS.person} />
          <EmailField label="Founder email" name="founderEmail" autoComplete="off" />
        </div>
      </Section>
      <Section title="Submitter Information" optional>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Your name"
            name="submitterName"
            autoComplete="name"
            maxLength={SUBMISSION_LIMITS.person}
          />
          <Field label="Your role" name="submitterRole" maxLength={SUBMISSION_LIMITS.role} />
        </div>
      </Section>
      <Section title="Contact Information">
        <EmailField
          label="Contact email"
          hint="We write to this address about the review. It is not published."
        />
      </Section>
      <HoneypotField name={SUBMISSION_HONEYPOT} />
      <SubmitButton busy={form.busy} label="Submit Tool" busyLabel="Submitting..." />
    </FormShell>
  );
}
