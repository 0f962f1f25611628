import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CardPage, type CardPageProps } from "~/components/ui/card-page";

/** The card of the pages an emailed newsletter link opens (confirm, unsubscribe). */
export function LinkPage({ title, children, footer }: CardPageProps) {
  return (
    <CardPage title={title} footer={footer}>
      <div className="mt-3 space-y-4 [overflow-wrap:anywhere] text-slate-700">{children}</div>
    </CardPage>
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
