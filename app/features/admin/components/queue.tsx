import type { ReactNode } from "react";
import { Link } from "react-router";
import { clsx } from "clsx";
import { FormShell, SubmitButton, useForm } from "~/components/ui/form";

// The pieces every queue of the admin area shares: its states as tabs with counts, and the
// small form that moves one item to another state.

/** A queue's states as links, each with how many items it holds. */
export function QueueStates<S extends string>({
  label,
  states,
  labels,
  counts,
  current,
  href,
}: {
  label: string;
  states: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number>;
  current: S;
  href: (state: S) => string;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-2">
      {states.map((state) => (
        <Link
          key={state}
          to={href(state)}
          aria-current={state === current ? "page" : undefined}
          className={clsx(
            "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium sm:min-h-9",
            state === current
              ? "border-brand-600 bg-brand-50 text-brand-800"
              : "border-slate-300 text-slate-700 hover:bg-slate-50",
          )}
        >
          {`${labels[state]} (${counts[state].toLocaleString("en-US")})`}
        </Link>
      ))}
    </nav>
  );
}

/** An item's title in a queue's list, linking to the item's own page. */
export function QueueItemLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60 sm:min-h-9";

/** One button that posts `fields` to the page's action (a move to another state). */
export function MoveButton({
  fields,
  label,
  busyLabel,
  primary = false,
}: {
  fields: Record<string, string | number>;
  label: string;
  busyLabel: string;
  primary?: boolean;
}) {
  const form = useForm({});
  return (
    <FormShell form={form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        busy={form.busy}
        label={label}
        busyLabel={busyLabel}
        className={clsx(
          BUTTON,
          primary
            ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
            : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        )}
      />
    </FormShell>
  );
}

/** The message of an empty queue state. */
export function EmptyQueue({ children }: { children: ReactNode }) {
  return <p className="mt-8 text-slate-700">{children}</p>;
}
