import { Link, redirect } from "react-router";
import { readAuthForm, refusal, validateAuthForm } from "~/features/accounts/actions.server";
import {
  AuthCard,
  Field,
  FormMessage,
  SubmitButton,
  useAuthForm,
} from "~/features/accounts/components/auth-form";
import { HOME_FOR_USERS } from "~/features/accounts/constants";
import { requestPasswordReset } from "~/features/accounts/mutations.server";
import { ForgotPasswordSchema } from "~/features/accounts/schema";
import { getUser } from "~/features/accounts/session.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/forgot-password";

export function loader({ context }: Route.LoaderArgs) {
  if (getUser(context)) throw redirect(HOME_FOR_USERS);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAuthForm(request);
  if (!form.ok) return form.response;
  const parsed = validateAuthForm(form.fields, ForgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await requestPasswordReset(
    parsed.values.email,
    request.headers,
    context.get(clientAddressContext),
  );
  if (!outcome.ok) return refusal(outcome);
  return { ok: true as const };
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Forgot password",
    description: "Get a link to set a new password for your account.",
    path: "/forgot-password",
    origin: originFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useAuthForm(
    ForgotPasswordSchema,
    actionData,
  );
  const result = fetcher.data ?? actionData;
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the email of your account and we'll send you a link to set a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      {result?.ok ? (
        <FormMessage tone="info">
          If an account uses this address, we've sent it a link to set a new password. The link
          works once and expires in 1 hour.
        </FormMessage>
      ) : null}
      {result && !result.ok && result.code !== "invalid_request" ? (
        <FormMessage tone="error">{result.message}</FormMessage>
      ) : null}
      <fetcher.Form
        method="post"
        action="/forgot-password"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        {scriptMarker}
        <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      </fetcher.Form>
    </AuthCard>
  );
}
