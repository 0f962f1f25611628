import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { toast } from "sonner";
import { readAuthForm, refusal, validateAuthForm } from "~/features/accounts/actions.server";
import {
  AuthCard,
  Field,
  FormMessage,
  SubmitButton,
  useAuthForm,
} from "~/features/accounts/components/auth-form";
import { OrDivider, ProviderButtons } from "~/features/accounts/components/provider-buttons";
import { AUTH_TOASTS, HOME_FOR_USERS, SIGN_UP_TOAST_MS } from "~/features/accounts/constants";
import { signUp } from "~/features/accounts/mutations.server";
import { providerChoices } from "~/features/accounts/providers.server";
import { SignUpSchema } from "~/features/accounts/schema";
import { getUser } from "~/features/accounts/session.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/signup";

export function loader({ context }: Route.LoaderArgs) {
  if (getUser(context)) throw redirect(HOME_FOR_USERS);
  return { providers: providerChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAuthForm(request);
  if (!form.ok) return form.response;
  const parsed = validateAuthForm(form.fields, SignUpSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await signUp(parsed.values, request.headers, context.get(clientAddressContext));
  if (!outcome.ok) return refusal(outcome);
  return { ok: true as const };
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign Up",
    description: "Create a free account to save AI tools to your toolkit.",
    path: "/signup",
    origin: originFrom(matches),
  });

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useAuthForm(SignUpSchema, actionData);
  const result = fetcher.data ?? actionData;
  const done = fetcher.data?.ok === true || (actionData?.ok === true && !fetcher.data);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(AUTH_TOASTS.signUpSuccess.title, {
        description: AUTH_TOASTS.signUpSuccess.description,
        duration: SIGN_UP_TOAST_MS,
      });
    } else if (fetcher.data.code !== "invalid_request") {
      toast.error(AUTH_TOASTS.signUpFailed.title, { description: fetcher.data.message });
    }
  }, [fetcher.state, fetcher.data]);

  if (done) {
    return (
      <AuthCard title="Check your email">
        <FormMessage tone="info">
          We sent a confirmation link to your email address. Open it to activate your account, then
          sign in. The link expires in 24 hours.
        </FormMessage>
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description="Save tools to your toolkit and come back to them anytime."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {result && !result.ok && result.code !== "invalid_request" ? (
        <FormMessage tone="error">{result.message}</FormMessage>
      ) : null}
      <fetcher.Form
        method="post"
        action="/signup"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        {scriptMarker}
        <Field label="Name" name="name" autoComplete="name" error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint="At least 8 characters."
        />
        <Field
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="terms"
              aria-invalid={errors.terms ? true : undefined}
              className="mt-0.5 size-4 rounded border-slate-300"
            />
            <span>
              I agree to the{" "}
              <Link to="/terms" className="font-medium text-brand-700 underline">
                Terms of Service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy" className="font-medium text-brand-700 underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          {errors.terms ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating account..." />
      </fetcher.Form>
      <OrDivider />
      <ProviderButtons providers={loaderData.providers} formAction="/login" />
    </AuthCard>
  );
}
