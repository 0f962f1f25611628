import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  Field,
  FormMessage,
  SubmitButton,
  TextArea,
  useSchemaForm,
  type FormActionData,
} from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import { CONTACT_LIMITS, CONTACT_TOASTS, ContactSchema } from "../schema";

/**
 * The contact form (spec 2 §2): after a message is sent a confirmation replaces it until 'Send
 * another message'. Checked in the browser and on the server with the same schema.
 */
export function ContactForm({ documentResult }: { documentResult?: FormActionData }) {
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useSchemaForm(
    ContactSchema,
    documentResult,
  );
  // The confirmation shows for an answer until the visitor asks for the form again.
  const [dismissed, setDismissed] = useState<FormActionData | undefined>();
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const result = fetcher.data;
  const current = fetcher.state === "idle" ? (result ?? documentResult) : undefined;
  const confirming = Boolean(current?.ok) && current !== dismissed;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(CONTACT_TOASTS.success.title);
    } else if (result.code !== "invalid_request") {
      toast.error(CONTACT_TOASTS.failure.title, {
        description: result.message || CONTACT_TOASTS.failure.fallback,
      });
    }
  }, [fetcher.state, result]);

  useEffect(() => {
    if (confirming) confirmationRef.current?.focus();
  }, [confirming]);

  if (confirming) {
    return (
      <div className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
        <h2 ref={confirmationRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          Thank you for your message!
        </h2>
        <p className="mt-2 text-slate-700">
          We read every message and usually answer within two business days.
        </p>
        <Link
          to="/contact"
          onClick={(event) => {
            event.preventDefault();
            setDismissed(current);
          }}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Send another message
        </Link>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-4"
    >
      {scriptMarker}
      {documentResult &&
      !documentResult.ok &&
      documentResult.code !== "invalid_request" &&
      !result ? (
        <FormMessage tone="error">{documentResult.message}</FormMessage>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          error={errors.name}
          maxLength={CONTACT_LIMITS.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <Field
        label="Subject"
        name="subject"
        error={errors.subject}
        maxLength={CONTACT_LIMITS.subject}
      />
      <TextArea
        label="Message"
        name="message"
        rows={6}
        error={errors.message}
        maxLength={CONTACT_LIMITS.message}
      />
      <HoneypotField />
      <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." />
    </fetcher.Form>
  );
}
