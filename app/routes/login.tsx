import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import {
  EmailField,
  Field,
  FormMessage,
  FormShell,
  SubmitButton,
  useForm,
} from "~/components/ui/form";
import { accountForm, accountFormBytes } from "~/features/accounts/account-form.server";
import { AuthCard, AuthSwitch } from "~/features/accounts/components/auth-card";
import { ProviderButtons } from "~/features/accounts/components/provider-buttons";
import { AUTH_TOASTS, AUTH_UNEXPECTED, HOME_FOR_USERS } from "~/features/accounts/constants";
import {
  asFormOutcome,
  resendConfirmation,
  signIn,
  startProviderSignIn,
} from "~/features/accounts/mutations.server";
import { providersLoader } from "~/features/accounts/providers.server";
import { ProviderSchema, ResendSchema, SignInSchema } from "~/features/accounts/schema";
import { anonymousOnly } from "~/features/accounts/session.server";
import { safeRedirect } from "~/lib/field-limits";
import { formAction, success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/login";
import { withReturnPath } from "~/lib/paths";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadSignInSchema = () =>
  import("~/features/accounts/schema").then((module) => module.SignInSchema);

// Signed-in visitors (also on their way back from a provider) go on (docs/product.md#who-uses-it).
export const middleware: Route.MiddlewareFunction[] = [anonymousOnly];

export const loader = providersLoader;

export async function action({ request, context }: Route.ActionArgs) {
  return formAction({
    request,
    ...accountFormBytes,
    defaultIntent: "signin",
    intents: {
      signin: accountForm(context, {
        schema: SignInSchema,
        limits: ["signInByAddress", "signInByAddressAndEmail"],
        failure: { title: AUTH_TOASTS.signInFailed.title, description: AUTH_UNEXPECTED },
        mutate: async (values) =>
          asFormOutcome(
            await signIn(values, request.headers),
            safeRedirect(values.redirectTo, HOME_FOR_USERS),
            AUTH_TOASTS.signInSuccess,
          ),
      }),
      resend: accountForm(context, {
        schema: ResendSchema,
        limits: ["mailByAddress", "mailByEmail"],
        mutate: async (values) => {
          const outcome = await resendConfirmation(
            values.email,
            request.headers,
            values.redirectTo,
          );
          const next = withReturnPath("/login?resent=1", values.redirectTo);
          return outcome.ok ? success(next, undefined, { replace: true }) : outcome;
        },
      }),
      provider: accountForm(context, {
        schema: ProviderSchema,
        mutate: async (values) =>
          asFormOutcome(
            await startProviderSignIn(values.provider, request.headers, values.redirectTo),
            "/login",
          ),
      }),
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

// Indexed like the sign-up page: someone looking for the site's sign-in finds it. Its variants
// (a page to return to, a notice) name /login as their canonical address.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign In",
    description: "Sign in to save AI tools to your toolkit and manage your profile.",
    path: "/login",
    origin: originFrom(matches),
  });

const NOTICES: Record<string, string> = {
  confirmed: "Your email is confirmed. Sign in to continue.",
  reset: "Your password has been changed. Sign in with the new one.",
  resent: "If this address has an account waiting for confirmation, a new link is on its way.",
  providerError: "Signing in with that provider did not work. Please try again or use your email.",
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const form = useForm({ schema: loadSignInSchema, documentReply: actionData });
  const [submittedEmail, setSubmittedEmail] = useState("");
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const linkError = searchParams.get("error");
  const notice = Object.keys(NOTICES).find((key) => searchParams.has(key));
  const unconfirmed = form.failure?.code === "email_not_verified";

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your account."
      footer={
        <AuthSwitch question="Don't have an account?" to="/signup" redirectTo={redirectTo}>
          Sign up
        </AuthSwitch>
      }
    >
      {notice ? <FormMessage tone="info">{NOTICES[notice]}</FormMessage> : null}
      {linkError ? (
        <FormMessage tone="error">
          This link is not valid or has expired. Sign in to ask for a new one.
        </FormMessage>
      ) : null}
      <FormShell
        form={form}
        action={withReturnPath("/login", redirectTo)}
        onSubmit={(event) =>
          setSubmittedEmail(String(new FormData(event.currentTarget).get("email") ?? ""))
        }
        className="space-y-4"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="rememberMe" className="size-4 rounded border-slate-300" />
            Remember me
          </label>
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={form.busy} label="Sign In" busyLabel="Signing in..." />
      </FormShell>
      {unconfirmed ? <ResendConfirmation email={submittedEmail} redirectTo={redirectTo} /> : null}
      <ProviderButtons providers={loaderData.providers} redirectTo={redirectTo} />
    </AuthCard>
  );
}

function ResendConfirmation({ email, redirectTo }: { email: string; redirectTo: string }) {
  return (
    <Form method="post" action="/login" className="mt-4">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline">
        Send the confirmation email again
      </button>
    </Form>
  );
}
