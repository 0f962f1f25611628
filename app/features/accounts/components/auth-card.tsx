import type { ReactNode } from "react";
import { CardPage, type CardPageProps } from "~/components/ui/card-page";

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
