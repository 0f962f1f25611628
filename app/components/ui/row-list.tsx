import type { ReactNode } from "react";

/** Rows in one bordered card, divided by lines: the queues and a visitor's own lists. */
export function RowList({
  className = "mt-6",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul
      className={`${className} divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white`}
    >
      {children}
    </ul>
  );
}
