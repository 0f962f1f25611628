import {
  EmailField,
  Field,
  FormMessage,
  FormShell,
  formLevelMessage,
  INLINE_BUTTON,
  SubmitButton,
  useForm,
} from "~/components/ui/form";
import type { FormFailure } from "~/lib/form-reply";
import { CLAIM_META_NAME, CLAIM_WELL_KNOWN_PATH } from "../constants";
import { ClaimRequestForm } from "./owner-forms";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadClaimCodeRequestSchema = () =>
  import("../schema").then((module) => module.ClaimCodeRequestSchema);
const loadClaimCodeSchema = () => import("../schema").then((module) => module.ClaimCodeSchema);

/** What the claim page knows of the user's claim and the tool's domain. */
export type ClaimView = {
  /** The domains an address may be on; empty when the website cannot be claimed by email. */
  mailDomains: string[];
  /** The website's origin, for the file's address; null when no domain can stand for it. */
  origin: string | null;
  token: string;
  /** Where the last code went, while it still works. */
  codeSentTo: string | null;
  /** Whether the user asked the administrators to decide. */
  requested: boolean;
};

/** The way for a maker who cannot prove control: ask the administrators. */
function AskSection({ requested }: { requested: boolean }) {
  return (
    <section aria-labelledby="claim-by-asking">
      <h2 id="claim-by-asking" className={SECTION_HEADING}>
        By asking us
      </h2>
      {requested ? (
        <p className="mt-1 text-slate-700">
          Your request is with the administrators. We email you when it is decided.
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            If neither way works for you, tell the administrators how to check that you make this
            tool.
          </p>
          <div className="mt-3">
            <ClaimRequestForm />
          </div>
        </>
      )}
    </section>
  );
}

const SECTION_HEADING = "text-lg font-semibold text-slate-900";

function or(words: string[]) {
  return words.length < 2
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

function CodeRequestForm({ domains }: { domains: string[] }) {
  const form = useForm({ schema: loadClaimCodeRequestSchema });
  return (
    <FormShell form={form} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="send-code" />
      <EmailField
        label="Your work address"
        hint={`An address on ${or(domains.map((domain) => `@${domain}`))}.`}
        required
      />
      <SubmitButton
        busy={form.busy}
        label="Email me a code"
        busyLabel="Sending…"
        className={INLINE_BUTTON}
      />
    </FormShell>
  );
}

function CodeForm({ sentTo }: { sentTo: string }) {
  const form = useForm({ schema: loadClaimCodeSchema });
  return (
    <FormShell form={form} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="confirm-code" />
      <Field
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        hint={`The 6 digits we emailed to ${sentTo}. It works for 10 minutes.`}
        required
      />
      <SubmitButton
        busy={form.busy}
        label="Confirm the code"
        busyLabel="Checking…"
        className={INLINE_BUTTON}
      />
    </FormShell>
  );
}

function WebsiteCheckForm() {
  const form = useForm({});
  return (
    <FormShell form={form} className="mt-4">
      <input type="hidden" name="intent" value="check-website" />
      <SubmitButton
        busy={form.busy}
        label="Check the website"
        busyLabel="Checking…"
        className={INLINE_BUTTON}
      />
    </FormShell>
  );
}

/** The two ways to show control of the website: a code by email, a token on the website. */
export function ClaimForms({
  claim,
  reply,
}: {
  claim: ClaimView;
  /** The refusal the server sent to a form posted without scripts. */
  reply?: FormFailure;
}) {
  const problem = formLevelMessage(reply) ?? Object.values(reply?.fields ?? {})[0];
  if (!claim.origin) {
    return (
      <div className="space-y-8">
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <p className="text-slate-700">
          This tool&apos;s website is on a domain many makers share (or has no domain), so neither
          an address nor a page there can show that you run this tool.
        </p>
        <AskSection requested={claim.requested} />
      </div>
    );
  }
  const meta = `<meta name="${CLAIM_META_NAME}" content="${claim.token}">`;
  return (
    <div className="space-y-8">
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <section aria-labelledby="claim-by-email">
        <h2 id="claim-by-email" className={SECTION_HEADING}>
          By email
        </h2>
        {claim.mailDomains.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">
              We email a 6-digit code to an address on the tool&apos;s domain. Free email addresses
              do not count.
            </p>
            <CodeRequestForm domains={claim.mailDomains} />
            {claim.codeSentTo ? <CodeForm sentTo={claim.codeSentTo} /> : null}
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            This tool&apos;s website is on a bare IP address, so no email address can stand for it.
          </p>
        )}
      </section>
      <section aria-labelledby="claim-by-website">
        <h2 id="claim-by-website" className={SECTION_HEADING}>
          On the website
        </h2>
        <p className="mt-1 text-slate-700">
          Put this tag in the <code>&lt;head&gt;</code> of the tool&apos;s homepage:
        </p>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm text-slate-900">
          <code>{meta}</code>
        </pre>
        <p className="mt-3 text-slate-700">
          or publish a text file holding only <code className="break-all">{claim.token}</code> at{" "}
          <code className="break-all">{`${claim.origin}${CLAIM_WELL_KNOWN_PATH}`}</code>. The token
          is yours for this tool; it may go once you own the listing.
        </p>
        <WebsiteCheckForm />
      </section>
      <AskSection requested={claim.requested} />
    </div>
  );
}
