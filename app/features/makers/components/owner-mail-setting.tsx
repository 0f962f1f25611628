import { clsx } from "clsx";
import { FormShell, useForm } from "~/components/ui/form";
import { OWNER_MAIL_SETTING_LABEL } from "../owner-mail";
import { OwnerMailSettingSchema } from "../schema";

/**
 * The profile's setting of owners' emails (docs/product.md#profile): a switch that posts the state it turns
 * to, so one click turns the emails off (or on), with or without scripts.
 */
export function OwnerMailSetting({ enabled }: { enabled: boolean }) {
  const form = useForm({ schema: OwnerMailSettingSchema });
  const pending = form.fetcher.formData?.get("ownerMail");
  const on = pending ? pending === "on" : enabled;
  return (
    <section
      aria-labelledby="owner-mail-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="owner-mail-heading" className="text-xl font-bold text-slate-900">
        Emails about your tools
      </h2>
      <FormShell form={form} className="mt-4">
        <input type="hidden" name="intent" value="owner-mail" />
        <input type="hidden" name="ownerMail" value={on ? "off" : "on"} />
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
          <span className="text-sm text-slate-800">{OWNER_MAIL_SETTING_LABEL}</span>
        </button>
      </FormShell>
    </section>
  );
}
