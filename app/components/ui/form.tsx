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

export function Field({
  label,
  name,
  type = "text",
  error,
  autoComplete,
  defaultValue,
  hint,
  maxLength,
  required,
  disabled,
}: {
  label: ReactNode;
  name: string;
  disabled?: boolean;
  type?: string;
  error?: string;
  autoComplete?: string;
  defaultValue?: string;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined
        }
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm disabled:bg-slate-100 disabled:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid]:border-red-600"
      />
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
  label,
  name,
  rows = 4,
  error,
  hint,
  maxLength,
  required,
}: {
  label: ReactNode;
  name: string;
  rows?: number;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid]:border-red-600"
      />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Select({
  label,
  name,
  options,
  placeholder,
  error,
}: {
  label: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid]:border-red-600"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
