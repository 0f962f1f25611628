import type { ReactNode } from "react";
import type { z } from "zod";
import {
  DANGER_BUTTON,
  EmailField,
  Field,
  FormShell,
  PANEL_BUTTON,
  SubmitButton,
  TextArea,
  useForm,
  type FormSchema,
} from "~/components/ui/form";

// Each form's schema (and zod with it) is fetched when the form is first used.
const loadClaimGrantSchema = () => import("../schema").then((module) => module.ClaimGrantSchema);
const loadClaimRefuseSchema = () => import("../schema").then((module) => module.ClaimRefuseSchema);
const loadClaimRequestSchema = () =>
  import("../schema").then((module) => module.ClaimRequestSchema);
const loadOwnerGrantSchema = () => import("../schema").then((module) => module.OwnerGrantSchema);
const loadOwnerRevokeSchema = () => import("../schema").then((module) => module.OwnerRevokeSchema);

// The small forms of owners and claims: each posts its intent to its page's action.

function IntentForm({
  intent,
  schema,
  label,
  busyLabel,
  danger = false,
  hidden = {},
  className = "space-y-3",
  children,
}: {
  intent: string;
  schema: FormSchema<z.ZodType>;
  label: string;
  busyLabel: string;
  danger?: boolean;
  hidden?: Record<string, string | number>;
  className?: string;
  children?: ReactNode;
}) {
  const form = useForm({ schema });
  return (
    <FormShell form={form} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <SubmitButton
        busy={form.busy}
        label={label}
        busyLabel={busyLabel}
        className={danger ? DANGER_BUTTON : PANEL_BUTTON}
      />
    </FormShell>
  );
}

/** A maker asks the administrators to decide their claim. */
export function ClaimRequestForm() {
  return (
    <IntentForm
      intent="ask"
      schema={loadClaimRequestSchema}
      label="Ask the administrators"
      busyLabel="Sending…"
    >
      <TextArea
        label="How can we check that you make this tool?"
        name="note"
        maxLength={1000}
        hint="A page of yours that names you, a repository you maintain, an address we can write to: 20 to 1,000 characters."
        required
      />
    </IntentForm>
  );
}

/** An administrator names a tool's owner, in place of any other. */
export function OwnerGrantForm() {
  return (
    <IntentForm
      intent="grant"
      schema={loadOwnerGrantSchema}
      label="Name the owner"
      busyLabel="Saving…"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field label="Tool id" name="toolId" required />
      <EmailField label="Account email" required />
    </IntentForm>
  );
}

export function OwnerRevokeForm({ toolId, toolName }: { toolId: string; toolName: string }) {
  return (
    <IntentForm
      intent="revoke"
      schema={loadOwnerRevokeSchema}
      label={`Remove the owner of ${toolName}`}
      busyLabel="Removing…"
      danger
      hidden={{ toolId }}
    />
  );
}

export function ClaimDecisionForms({ claimId }: { claimId: number }) {
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      <IntentForm
        intent="grant-claim"
        schema={loadClaimGrantSchema}
        label="Make them the owner"
        busyLabel="Saving…"
        hidden={{ claimId }}
      />
      <IntentForm
        intent="refuse-claim"
        schema={loadClaimRefuseSchema}
        label="Refuse the claim"
        busyLabel="Refusing…"
        danger
        hidden={{ claimId }}
      >
        <TextArea
          label="Reason (sent to the maker)"
          name="reason"
          rows={2}
          maxLength={500}
          required
        />
      </IntentForm>
    </div>
  );
}
