import type { ReactNode } from "react";
import { FieldError, Select, useFieldError } from "./form";

// Choices of the form kit: a reason from a list, and radio buttons under a legend.

/**
 * A reason picked from a short list, or "another reason" written in the text field under it;
 * `own` is the value that says so.
 */
export function ReasonSelect({
  reasons,
  own,
  hint,
}: {
  reasons: readonly string[];
  own: string;
  hint: string;
}) {
  return (
    <Select
      label="Reason"
      name="reason"
      placeholder="Choose a reason"
      options={[
        ...reasons.map((reason) => ({ value: reason, label: reason })),
        { value: own, label: "Another reason (write it below)" },
      ]}
      hint={hint}
    />
  );
}

/**
 * Radio buttons of one name under a legend, with the form's message for that name, as
 * `${idBase}-error`: the message describes the group and marks each button invalid.
 */
export function RadioChoices({
  name,
  legend,
  idBase,
  choices,
  className,
  optionClassName,
}: {
  name: string;
  legend: string;
  idBase: string;
  choices: readonly { value: string; label: ReactNode }[];
  /** The layout of the options. */
  className: string;
  optionClassName: string;
}) {
  const error = useFieldError(name);
  return (
    <fieldset aria-describedby={error ? `${idBase}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={className}>
        {choices.map((choice) => (
          <label key={choice.value} className={optionClassName}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={idBase} error={error} />
    </fieldset>
  );
}
