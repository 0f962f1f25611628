import { clsx } from "clsx";
import type { z } from "zod";
import { FormShell, useForm, type FormSchema } from "./form";

/**
 * A profile setting as a switch in its own titled box: the form posts the state it turns to, so
 * one click turns it off (or on), with or without scripts.
 */
export function SettingSwitch({
  id,
  title,
  label,
  intent,
  field,
  schema,
  enabled,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  label: string;
  /** The action's name for this form. */
  intent: string;
  /** The field that carries "on" or "off". */
  field: string;
  schema: FormSchema<z.ZodType>;
  enabled: boolean;
}) {
  const form = useForm({ schema });
  const pending = form.fetcher.formData?.get(field);
  const on = pending ? pending === "on" : enabled;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <FormShell form={form} className="mt-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={field} value={on ? "off" : "on"} />
        <button
          type="submit"
          role="switch"
          aria-checked={on}
          disabled={form.busy}
          className="flex min-h-11 w-full items-start gap-3 rounded-md p-2 text-left hover:bg-slate-50 disabled:opacity-80"
        >
          <span
            aria-hidden
            className={clsx(
              "mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors",
              on ? "bg-brand-600" : "bg-slate-300",
            )}
          >
            <span
              className={clsx(
                "size-5 rounded-full bg-white shadow transition-transform",
                on ? "translate-x-5" : "translate-x-0",
              )}
            />
          </span>
          <span className="text-sm text-slate-800">{label}</span>
        </button>
      </FormShell>
    </section>
  );
}
