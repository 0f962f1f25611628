import { Link, useNavigate } from "react-router";
import { useEffect } from "react";
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
} from "~/features/accounts/components/auth-form";
import { resetPassword } from "~/features/accounts/mutations.server";
import { ResetPasswordSchema } from "~/features/accounts/schema";
import { originFrom, pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The emailed link passes through the auth server, which adds the token (or an error).
  const token = url.searchParams.get("token");
  return { token: token && /^[\w-]{1,200}$/.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAuthForm(request);
  if (!form.ok) return form.response;
  const parsed = validateAuthForm(form.fields, ResetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await resetPassword(
    parsed.values.token,
    parsed.values.password,
    request.headers,
    context.get(clientAddressContext),
  );
  if (!outcome.ok) return refusal(outcome);
  return success(outcome, parsed.fromScript, "/login?reset=1");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Set a new password",
    description: "Choose a new password for your account.",
    path: "/reset-password",
    origin: originFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useAuthForm(
    ResetPasswordSchema,
    actionData,
  );
  const navigate = useNavigate();
  const result = fetcher.data ?? actionData;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    toast.success("Password changed", { description: "Sign in with your new password." });
    navigate(fetcher.data.redirectTo ?? "/login?reset=1", { replace: true });
  }, [fetcher.state, fetcher.data, navigate]);

  if (!loaderData.token) {
    return (
      <AuthCard title="This link has expired">
        <FormMessage tone="error">
          This password-reset link is not valid or has expired (links work once, for 1 hour).
        </FormMessage>
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      description="After this, every session of your account is signed out."
    >
      {result && !result.ok && result.code !== "invalid_request" ? (
        <FormMessage tone="error">
          {result.message}{" "}
          <Link to="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
        </FormMessage>
      ) : null}
      <fetcher.Form
        method="post"
        action="/reset-password"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        {scriptMarker}
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint="At least 8 characters."
        />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <SubmitButton busy={busy} label="Set new password" busyLabel="Saving..." />
      </fetcher.Form>
    </AuthCard>
  );
}
