import { useEffect, useState } from "react";
import { Link, data, redirect, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  readAuthForm,
  refusal,
  success,
  validateAuthForm,
} from "~/features/accounts/actions.server";
import {
  AuthCard,
  Field,
  FormMessage,
  SubmitButton,
  useAuthForm,
  type AuthActionData,
} from "~/features/accounts/components/auth-form";
import { OrDivider, ProviderButtons } from "~/features/accounts/components/provider-buttons";
import { AUTH_TOASTS, HOME_FOR_USERS } from "~/features/accounts/constants";
import {
  resendConfirmation,
  signIn,
  startProviderSignIn,
} from "~/features/accounts/mutations.server";
import { providerChoices } from "~/features/accounts/providers.server";
import {
  ProviderSchema,
  ResendSchema,
  SignInSchema,
  safeRedirect,
} from "~/features/accounts/schema";
import { getUser } from "~/features/accounts/session.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Signed-in visitors (also on their way back from a provider) go on (spec 2 §6).
  if (getUser(context)) {
    throw redirect(safeRedirect(url.searchParams.get("redirectTo"), HOME_FOR_USERS));
  }
  return { providers: providerChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const address = context.get(clientAddressContext);
  const form = await readAuthForm(request);
  if (!form.ok) return form.response;
  const kind = String(form.fields.intent ?? "signin");

  if (kind === "provider") {
    const parsed = validateAuthForm(form.fields, ProviderSchema);
    if (!parsed.ok) return parsed.response;
    const outcome = await startProviderSignIn(parsed.values.provider, request.headers);
    if (!outcome.ok) return refusal(outcome);
    return success(outcome, false, "/login");
  }

  if (kind === "resend") {
    const parsed = validateAuthForm(form.fields, ResendSchema);
    if (!parsed.ok) return parsed.response;
    const outcome = await resendConfirmation(parsed.values.email, request.headers, address);
    if (!outcome.ok) return refusal(outcome);
    return data<AuthActionData>({
      ok: true,
      notice: "If this address has an account waiting for confirmation, a new link is on its way.",
    });
  }

  const parsed = validateAuthForm(form.fields, SignInSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await signIn(parsed.values, request.headers, address);
  if (!outcome.ok) return refusal(outcome);
  return success(outcome, parsed.fromScript, HOME_FOR_USERS);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Sign In",
    description: "Sign in to save AI tools to your toolkit and manage your profile.",
    path: "/login",
    origin: originFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

const NOTICES: Record<string, string> = {
  confirmed: "Your email is confirmed. Sign in to continue.",
  reset: "Your password has been changed. Sign in with the new one.",
  providerError: "Signing in with that provider did not work. Please try again or use your email.",
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useAuthForm(SignInSchema, actionData);
  const [submittedEmail, setSubmittedEmail] = useState("");
  const result = fetcher.data ?? actionData;
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const linkError = searchParams.get("error");

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(AUTH_TOASTS.signInSuccess.title, {
        description: AUTH_TOASTS.signInSuccess.description,
      });
      navigate(fetcher.data.redirectTo ?? HOME_FOR_USERS, { replace: true });
    } else if (fetcher.data.code !== "invalid_request") {
      toast.error(AUTH_TOASTS.signInFailed.title, { description: fetcher.data.message });
    }
  }, [fetcher.state, fetcher.data, navigate]);

  const notice = Object.keys(NOTICES).find((key) => searchParams.has(key));
  const unconfirmed = result && !result.ok && result.code === "email_not_verified";

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your account."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {notice ? <FormMessage tone="info">{NOTICES[notice]}</FormMessage> : null}
      {linkError ? (
        <FormMessage tone="error">
          This link is not valid or has expired. Sign in to ask for a new one.
        </FormMessage>
      ) : null}
      {actionData && !actionData.ok && !fetcher.data ? (
        <FormMessage tone="error">{actionData.message}</FormMessage>
      ) : null}
      {result?.ok && result.notice ? <FormMessage tone="info">{result.notice}</FormMessage> : null}
      <fetcher.Form
        method="post"
        action={`/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
        noValidate
        onSubmit={(event) => {
          setSubmittedEmail(String(new FormData(event.currentTarget).get("email") ?? ""));
          onSubmit(event);
        }}
        className="space-y-4"
      >
        {scriptMarker}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
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
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
      </fetcher.Form>
      {unconfirmed ? <ResendConfirmation email={submittedEmail} /> : null}
      <OrDivider />
      <ProviderButtons providers={loaderData.providers} />
    </AuthCard>
  );
}

function ResendConfirmation({ email }: { email: string }) {
  return (
    <form method="post" action="/login" className="mt-4">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline">
        Send the confirmation email again
      </button>
    </form>
  );
}
