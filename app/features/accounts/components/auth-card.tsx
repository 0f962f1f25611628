import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardPage, type CardPageProps } from "~/components/ui/card-page";
import { withReturnPath } from "~/lib/paths";

/** The card of the account pages (sign in, sign up, passwords): a title, a line, the form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: CardPageProps & { description?: ReactNode }) {
  return (
    <CardPage title={title} footer={footer}>
      {description ? <div className="mt-2 text-slate-700">{description}</div> : null}
      <div className="mt-6">{children}</div>
    </CardPage>
  );
}

/** A link from one account page to another that keeps where the visitor was going. */
export function AuthLink({
  to,
  redirectTo,
  children,
}: {
  to: string;
  redirectTo: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={withReturnPath(to, redirectTo)}
      className="font-semibold text-brand-700 hover:underline"
    >
      {children}
    </Link>
  );
}

/** The line under the sign-in and sign-up cards that offers the other one. */
export function AuthSwitch({
  question,
  to,
  redirectTo,
  children,
}: {
  question: string;
  to: string;
  redirectTo: string;
  children: ReactNode;
}) {
  return (
    <>
      {question}{" "}
      <AuthLink to={to} redirectTo={redirectTo}>
        {children}
      </AuthLink>
    </>
  );
}
