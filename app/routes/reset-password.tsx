import { Link } from "react-router";
import {
  Field,
  FormMessage,
  FormShell,
  SubmitButton,
  formLevelMessage,
  useForm,
} from "~/components/ui/form";
import { accountFormAction } from "~/features/accounts/account-form.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { AUTH_TOASTS } from "~/features/accounts/constants";
import { asFormOutcome, resetPassword } from "~/features/accounts/mutations.server";
import { ResetPasswordSchema } from "~/features/accounts/schema";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadResetPasswordSchema = () =>
  import("~/features/accounts/schema").then((module) => module.ResetPasswordSchema);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The emailed link passes through the auth server, which adds the token (or an error).
  const token = url.searchParams.get("token");
  return { token: token && /^[\w-]{1,200}$/.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountFormAction(request, context, {
    schema: ResetPasswordSchema,
    limits: ["signInByAddress"],
    mutate: async (values) =>
      asFormOutcome(
        await resetPassword(values.token, values.password, request.headers),
        "/login?reset=1",
        AUTH_TOASTS.passwordChanged,
      ),
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  // The address carries a single-use token: no cache, shared or the browser's, may keep it.
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

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
  const form = useForm({ schema: loadResetPasswordSchema, documentReply: actionData });
  const problem = formLevelMessage(form.failure);

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
      {problem ? (
        <FormMessage tone="error">
          {problem}{" "}
          <Link to="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
        </FormMessage>
      ) : null}
      <FormShell form={form} showFailure={false} action="/reset-password" className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busy={form.busy} label="Set new password" busyLabel="Saving..." />
      </FormShell>
    </AuthCard>
  );
}
