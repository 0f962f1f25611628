import { clsx } from "clsx";

/** Boxes of one name, one per choice: the server reads every one that is ticked. */
export function CheckboxGrid({
  name,
  choices,
  chosen,
  className,
  labelClassName,
}: {
  name: string;
  choices: readonly { value: string; label: string }[];
  chosen: readonly string[];
  className: string;
  labelClassName?: string;
}) {
  return (
    <div className={className}>
      {choices.map(({ value, label }) => (
        <label
          key={value}
          className={clsx(
            "flex min-h-11 items-center gap-2 text-sm text-slate-800",
            labelClassName,
          )}
        >
          <input
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={chosen.includes(value)}
            className="size-4 rounded border-slate-300"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
