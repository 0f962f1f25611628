import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

/** What a form's action answers to a script-driven form. */
export type FormActionData =
  | { ok: true; redirectTo?: string; notice?: string }
  | { ok: false; message: string; code?: string; fields?: Record<string, string> };

const noSubscription = () => () => {};

/** One message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form checked in the browser with the same zod schema the server uses, then posted through a
 * fetcher. Without scripts it posts as a plain form and the action answers with a page.
 */
export function useSchemaForm<T extends z.ZodType>(schema: T, documentResult?: FormActionData) {
  const fetcher = useFetcher<FormActionData>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The fetcher's answer, or what the page's action answered to a form posted without scripts.
  const result = fetcher.data ?? documentResult;
  const serverFields = result && !result.ok ? (result.fields ?? {}) : {};
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    errors: { ...serverFields, ...errors },
    /** Marks the post as coming from the script, so the action answers with data. */
    scriptMarker: hydrated ? <input type="hidden" name="js" value="1" /> : null,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        event.preventDefault();
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
    },
  };
}

const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm disabled:bg-slate-100 disabled:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid]:border-red-600";

type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/**
 * A labelled control with its hint and its message: the label names it, the hint and the
 * message describe it, and a message marks it invalid.
 */
function LabelledControl({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CommonProps = {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
};

export function Field({
  name,
  type = "text",
  autoComplete,
  defaultValue,
  maxLength,
  disabled,
  ...labelled
}: CommonProps & {
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <LabelledControl {...labelled}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          maxLength={maxLength}
          disabled={disabled}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledControl>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
    >
      {busy ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** A message from the server shown in place (forms posted without scripts, and failures). */
export function FormMessage({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          : "mb-4 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800"
      }
    >
      {children}
    </div>
  );
}

export function TextArea({
  name,
  rows = 4,
  maxLength,
  ...labelled
}: CommonProps & { rows?: number; maxLength?: number }) {
  return (
    <LabelledControl {...labelled}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          rows={rows}
          maxLength={maxLength}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledControl>
  );
}

export function Select({
  name,
  options,
  placeholder,
  ...labelled
}: CommonProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <LabelledControl {...labelled}>
      {(props) => (
        <select {...props} name={name} defaultValue="" className={`${CONTROL_CLASS} bg-white`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
