import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A page about one tool (a report, a suggested edit): the way back, the title, what the page is
 * for, and its card.
 */
export function ToolSubpage({
  toolHref,
  toolName,
  title,
  intro,
  width = "max-w-2xl",
  children,
}: {
  toolHref: string;
  toolName: string;
  title: string;
  intro: ReactNode;
  width?: "max-w-2xl" | "max-w-3xl";
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-10 sm:px-6 sm:py-12`}>
      <Link to={toolHref} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span>
        {` ${toolName}`}
      </Link>
      <h1 className="mt-4 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{intro}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}
