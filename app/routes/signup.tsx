import { Link, useSearchParams } from "react-router";
import {
  EmailField,
  Field,
  FormMessage,
  FormShell,
  SubmitButton,
  useForm,
} from "~/components/ui/form";
import { accountFormAction } from "~/features/accounts/account-form.server";
import { AuthCard, AuthLink, AuthSwitch } from "~/features/accounts/components/auth-card";
import { ProviderButtons } from "~/features/accounts/components/provider-buttons";
import { AUTH_TOASTS, AUTH_UNEXPECTED } from "~/features/accounts/constants";
import { asFormOutcome, signUp } from "~/features/accounts/mutations.server";
import { providersLoader } from "~/features/accounts/providers.server";
import { SignUpSchema } from "~/features/accounts/schema";
import { anonymousOnly } from "~/features/accounts/session.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/signup";
import { withReturnPath } from "~/lib/paths";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadSignUpSchema = () =>
  import("~/features/accounts/schema").then((module) => module.SignUpSchema);

export const middleware: Route.MiddlewareFunction[] = [anonymousOnly];

export const loader = providersLoader;

export async function action({ request, context }: Route.ActionArgs) {
  return accountFormAction(request, context, {
    schema: SignUpSchema,
    limits: ["signUpByAddress", "mailByEmail"],
    failure: { title: AUTH_TOASTS.signUpFailed.title, description: AUTH_UNEXPECTED },
    mutate: async (values) =>
      asFormOutcome(
        await signUp(values, request.headers),
        withReturnPath("/signup?sent=1", values.redirectTo),
        AUTH_TOASTS.signUpSuccess,
      ),
  });
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
  const [searchParams] = useSearchParams();
  const form = useForm({ schema: loadSignUpSchema, documentReply: actionData });
  const redirectTo = searchParams.get("redirectTo") ?? "";

  if (searchParams.has("sent")) {
    return (
      <AuthCard title="Check your email">
        <FormMessage tone="info">
          We sent a confirmation link to your email address. Open it to activate your account, then
          sign in. The link expires in 24 hours.
        </FormMessage>
        <AuthLink to="/login" redirectTo={redirectTo}>
          Go to Sign In
        </AuthLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description="Save tools to your toolkit and come back to them anytime."
      footer={
        <AuthSwitch question="Already have an account?" to="/login" redirectTo={redirectTo}>
          Sign in
        </AuthSwitch>
      }
    >
      <FormShell form={form} action={withReturnPath("/signup", redirectTo)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Name" name="name" autoComplete="name" />
        <EmailField />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <Field
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="terms"
              aria-invalid={form.errors.terms ? true : undefined}
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
          {form.errors.terms ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {form.errors.terms}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={form.busy} label="Create Account" busyLabel="Creating account..." />
      </FormShell>
      <ProviderButtons
        providers={loaderData.providers}
        formAction="/login"
        redirectTo={redirectTo}
      />
    </AuthCard>
  );
}
