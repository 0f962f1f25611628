/** The name of the hidden field that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = "website";

/** True when the hidden field was filled in: the submission is dropped without a word. */
export function isHoneypotFilled(fields: Record<string, unknown>, name: string = HONEYPOT_FIELD) {
  const value = fields[name];
  if (value === undefined) return false;
  return typeof value !== "string" || value.trim() !== "";
}

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
