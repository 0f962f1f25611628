import type { ReactNode } from "react";

export type CardPageProps = { title: string; children: ReactNode; footer?: ReactNode };

/**
 * A page that is one narrow card under its title (sign-in, newsletter links), with an optional
 * line below the card; `children` follow the title inside the card.
 */
export function CardPage({ title, children, footer }: CardPageProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </section>
  );
}
