import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

/** The card of the pages an emailed newsletter link opens (confirm, unsubscribe). */
export function LinkPage({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 [overflow-wrap:anywhere] text-slate-700">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </section>
  );
}

/**
 * The one button that acts on the link's token: a plain form posting to the link's own address,
 * so a mail scanner that merely opens the link changes nothing.
 */
export function TokenButton({
  action,
  label,
  busyLabel,
}: {
  action: string;
  label: string;
  busyLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" action={action} replace preventScrollReset>
      <button
        type="submit"
        disabled={busy}
        className="flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

/** A link back into the site, under a card. */
export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
