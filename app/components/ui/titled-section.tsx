import type { ReactNode } from "react";

/** How a section's heading stands out, from the main parts of a public page down. */
const HEADING_LOOKS = {
  large: "text-2xl font-bold text-slate-900",
  medium: "text-xl font-bold text-slate-900",
  plain: "text-xl font-semibold text-slate-900",
} as const;

/** A part of a page under its own heading, which names it for assistive technology. */
export function TitledSection({
  id,
  title,
  look = "medium",
  anchor,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  look?: keyof typeof HEADING_LOOKS;
  /** The section's own id, for links to it. */
  anchor?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADING_LOOKS[look]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
