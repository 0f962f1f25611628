import type { ReactNode } from "react";

/** A narrow page of one form, under its title and a paragraph that introduces it. */
export function FormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-4xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{intro}</p>
      </header>
      {children}
    </div>
  );
}
