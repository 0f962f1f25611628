import { clsx } from "clsx";
import { useId, type ReactNode } from "react";

/**
 * The compare pickers' search: a labelled search box and a polite status line under it. With
 * `hideLabel` (in the replace dialog) the label is for screen readers only and the box is slimmer.
 */
export function ToolSearchField({
  label,
  hideLabel = false,
  placeholder = label,
  value,
  onChange,
  status,
}: {
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  status: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}
      >
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          "w-full rounded-lg border border-slate-300 px-3",
          hideLabel ? "py-2" : "mt-1 py-2.5",
        )}
      />
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {status}
      </p>
    </>
  );
}
