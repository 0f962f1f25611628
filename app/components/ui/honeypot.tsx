import { HONEYPOT_FIELD } from "~/lib/form-reply";

/** A field hidden from people and assistive technology, for catching bots. */
export function HoneypotField({ name = HONEYPOT_FIELD }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
