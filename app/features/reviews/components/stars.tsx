import { useId } from "react";
import { FieldError, useFieldError } from "~/components/ui/form";
import { REVIEW_STARS, STAR_LABELS } from "../constants";

/**
 * The star choice of the review form: five radio buttons in a fieldset (keyboard and screen
 * readers get them as such), drawn as stars that fill up to the one chosen.
 */
export function StarPicker({ defaultValue }: { defaultValue?: number }) {
  const id = useId();
  const error = useFieldError("stars");
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-1 flex flex-row-reverse justify-end gap-1 [&>input:checked~label]:text-amber-500 [&>label:hover]:text-amber-400 [&>label:hover~label]:text-amber-400">
        {[...REVIEW_STARS].reverse().map((stars) => (
          <StarOption key={stars} id={id} stars={stars} defaultChecked={defaultValue === stars} />
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function StarOption({
  id,
  stars,
  defaultChecked,
}: {
  id: string;
  stars: number;
  defaultChecked: boolean;
}) {
  return (
    <>
      <input
        type="radio"
        id={`${id}-${stars}`}
        name="stars"
        value={stars}
        defaultChecked={defaultChecked}
        className="sr-only"
      />
      <label
        htmlFor={`${id}-${stars}`}
        title={STAR_LABELS[stars]}
        className="flex size-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none text-slate-300 [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-brand-600"
      >
        <span aria-hidden>★</span>
        <span className="sr-only">{STAR_LABELS[stars]}</span>
      </label>
    </>
  );
}
