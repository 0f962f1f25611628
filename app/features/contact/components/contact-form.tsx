import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  EmailField,
  Field,
  FormShell,
  SubmitButton,
  TextArea,
  useForm,
} from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import type { FormFailure } from "~/lib/form-reply";
import { CONTACT_LIMITS } from "../constants";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadContactSchema = () => import("../schema").then((module) => module.ContactSchema);

/**
 * The contact form (docs/product.md#contact), checked in the browser and on the server with the
 * same schema. Once sent, the page shows `ContactSent` instead until 'Send another message'.
 */
export function ContactForm({ documentReply }: { documentReply?: FormFailure }) {
  const form = useForm({ schema: loadContactSchema, documentReply });
  return (
    <FormShell form={form} action="/contact" className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <EmailField />
      </div>
      <Field label="Subject" name="subject" maxLength={CONTACT_LIMITS.subject} />
      <TextArea label="Message" name="message" rows={6} maxLength={CONTACT_LIMITS.message} />
      <HoneypotField />
      <SubmitButton busy={form.busy} label="Send Message" busyLabel="Sending..." />
    </FormShell>
  );
}

/** The confirmation that replaces the form once a message is sent (docs/product.md#contact). */
export function ContactSent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        Thank you for your message!
      </h2>
      <p className="mt-2 text-slate-700">
        We read every message and usually answer within two business days.
      </p>
      <Link
        to="/contact"
        replace
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Send another message
      </Link>
    </div>
  );
}
