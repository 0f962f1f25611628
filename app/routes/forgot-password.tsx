import { Link, useSearchParams } from "react-router";
import { EmailField, FormMessage, FormShell, SubmitButton, useForm } from "~/components/ui/form";
import { accountFormAction } from "~/features/accounts/account-form.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { requestPasswordReset } from "~/features/accounts/mutations.server";
import { ForgotPasswordSchema } from "~/features/accounts/schema";
import { anonymousOnly } from "~/features/accounts/session.server";
import { success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot-password";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadForgotPasswordSchema = () =>
  import("~/features/accounts/schema").then((module) => module.ForgotPasswordSchema);

export const middleware: Route.MiddlewareFunction[] = [anonymousOnly];

// No data, but a loader makes every visit ask the server, where the middleware runs.
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountFormAction(request, context, {
    schema: ForgotPasswordSchema,
    limits: ["mailByAddress", "mailByEmail"],
    mutate: async (values) => {
      const outcome = await requestPasswordReset(values.email, request.headers);
      return outcome.ok
        ? success("/forgot-password?sent=1", undefined, { replace: true })
        : outcome;
    },
  });
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
  const [searchParams] = useSearchParams();
  const form = useForm({ schema: loadForgotPasswordSchema, documentReply: actionData });
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
      {searchParams.has("sent") && !form.busy ? (
        <FormMessage tone="info">
          If an account uses this address, we've sent it a link to set a new password. The link
          works once and expires in 1 hour.
        </FormMessage>
      ) : null}
      <FormShell form={form} action="/forgot-password" className="space-y-4">
        <EmailField />
        <SubmitButton busy={form.busy} label="Send reset link" busyLabel="Sending..." />
      </FormShell>
    </AuthCard>
  );
}
