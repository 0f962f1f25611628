import type { ReactNode } from "react";
import { Prose } from "~/components/ui/prose";
import type { ContentPage } from "../schema";

/** An about or legal page: its title, when it last changed, and its text. */
export function ContentPageView({
  page,
  eyebrow,
  children,
}: {
  page: ContentPage;
  /** A short line above the title. */
  eyebrow?: string;
  /** Anything shown after the text. */
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header className="border-b border-slate-200 pb-6">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{page.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={page.updated}>{page.updatedLabel}</time>
        </p>
      </header>
      <Prose html={page.html} className="mt-8" />
      {children}
    </article>
  );
}
