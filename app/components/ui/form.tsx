import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { clsx } from "clsx";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import { fieldErrors, type FormFailure } from "~/lib/form-reply";
import { showToast } from "./toaster";

/** Shows a toast of the site's kinds. */
export { showToast as toast };

/**
 * The schema a form is checked with in the browser: the zod schema itself, or, so that a page
 * does not load zod until a visitor uses its form, a function that imports it (fetched when the
 * form is first focused).
 */
export type FormSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A form posted through a fetcher to an action that runs `formAction` (app/lib): checked first in
 * the browser with the same zod schema the server uses. A success is a redirect carrying its
 * toast (shown by the root), after which the form is cleared; a failure comes back as a
 * `FormFailure` whose messages show under the fields (and as a toast when it has one). Without
 * scripts the same form posts as a plain form, and `documentReply` is what the action answered.
 */
export function useForm<S extends z.ZodType>({
  schema,
  documentReply,
  skipWhenBlank,
  onSuccess,
}: {
  schema?: FormSchema<S>;
  documentReply?: FormFailure;
  /** A field that, left blank, makes submitting do nothing at all (docs/product.md#forms). */
  skipWhenBlank?: string;
  onSuccess?: () => void;
}) {
  const fetcher = useFetcher<FormFailure>();
  // The form last submitted, to clear once its post has gone through.
  const submitted = useRef<HTMLFormElement | null>(null);
  // A submit waiting for its schema.
  const checking = useRef(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = fetcher.data ?? documentReply;
  const serverFields = failure?.fields ?? {};

  // One place reacts to a settled post: a failure toasts, a success (a redirect, which leaves no
  // data) clears the form.
  const previousState = useRef(fetcher.state);
  const onSettled = useEffectEvent((reply: FormFailure | undefined) => {
    if (reply?.toast) showToast(reply.toast);
    if (reply) return;
    submitted.current?.reset();
    setErrors({});
    onSuccess?.();
  });
  useEffect(() => {
    const settled = previousState.current !== "idle" && fetcher.state === "idle";
    previousState.current = fetcher.state;
    if (settled) onSettled(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    submitted.current = event.currentTarget;
    const values = formValues(event.currentTarget);
    if (skipWhenBlank) {
      const value = values[skipWhenBlank];
      if (typeof value !== "string" || value.trim() === "") {
        event.preventDefault();
        return;
      }
    }
    if (!schema) return;
    if (typeof schema !== "function") {
      if (check(schema, values)) return;
      event.preventDefault();
      return;
    }
    // The schema is imported first, so the post goes once it has been checked (once, however
    // often the button is pressed meanwhile).
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void loadSchema(schema).then((loaded) => {
      checking.current = false;
      // Unreachable (offline), the check is left to the server.
      if (loaded && !check(loaded, values)) return;
      void fetcher.submit(
        submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
          ? submitter
          : form,
        { preventScrollReset: true },
      );
    });
  }

  /** Shows the schema's messages; true when the values pass. */
  function check(loaded: S, values: Record<string, FormDataEntryValue>) {
    const parsed = loaded.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    return parsed.success;
  }

  return {
    fetcher,
    busy: fetcher.state !== "idle",
    errors: { ...serverFields, ...errors },
    /** The server's refusal, for a message in place. */
    failure,
    /** Spread on `<fetcher.Form>`. */
    props: {
      method: "post" as const,
      noValidate: true,
      preventScrollReset: true,
      onSubmit,
      onFocus: () => {
        if (typeof schema === "function") void loadSchema(schema);
      },
    },
  };
}

/**
 * The schema a form imports, once per form kind; null if it could not be fetched (tried again at
 * the next call). Forms that check outside `useForm` call it too.
 */
const loadedSchemas = new WeakMap<() => Promise<z.ZodType>, Promise<z.ZodType | null>>();
export function loadSchema<S extends z.ZodType>(load: () => Promise<S>): Promise<S | null> {
  let loading = loadedSchemas.get(load);
  if (!loading) {
    loading = load().catch(() => {
      loadedSchemas.delete(load);
      return null;
    });
    loadedSchemas.set(load, loading);
  }
  return loading as Promise<S | null>;
}

/**
 * A form's fields by name, as the server reads them: each field's first value, but boxes ticked
 * under one name (the categories, the platforms) one per line, as formData's `lists` joins them.
 */
function formValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const values: Record<string, FormDataEntryValue> = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name);
    const boxes = [...form.elements].filter(
      (element) => element instanceof HTMLInputElement && element.name === name,
    ) as HTMLInputElement[];
    const ticked = boxes.length > 1 && boxes.every((box) => box.type === "checkbox");
    values[name] = ticked ? all.filter((value) => typeof value === "string").join("\n") : all[0]!;
  }
  return values;
}

/** The refusal's message when it is not about one field (those show under their inputs). */
export function formLevelMessage(failure: FormFailure | undefined) {
  if (!failure || failure.code === "invalid_request") return undefined;
  return failure.message;
}

const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm disabled:bg-slate-100 disabled:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid]:border-red-600";

/** The messages of a form's fields, by name, for the controls inside it. */
const FieldErrorsContext = createContext<Record<string, string>>({});

/** The message of the field `name` of the form around it (controls built by hand). */
export function useFieldError(name: string): string | undefined {
  return use(FieldErrorsContext)[name];
}

/** Gives the fields inside it their messages (forms not built with `FormShell`). */
export function FieldErrors({
  errors,
  children,
}: {
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return <FieldErrorsContext.Provider value={errors}>{children}</FieldErrorsContext.Provider>;
}

/**
 * A form of `useForm`: posted through its fetcher, its refusal's message on top, and each
 * field's message under the field.
 */
export function FormShell({
  form,
  children,
  showFailure = true,
  onSubmit,
  ...props
}: {
  form: ReturnType<typeof useForm>;
  children: ReactNode;
  /** False when the page shows the refusal itself. */
  showFailure?: boolean;
  /** Runs before the form's own check. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  action?: string;
  encType?: "multipart/form-data";
  className?: string;
}) {
  const problem = showFailure ? formLevelMessage(form.failure) : undefined;
  return (
    <form.fetcher.Form
      {...form.props}
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        form.props.onSubmit(event);
      }}
    >
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <FieldErrors errors={form.errors}>{children}</FieldErrors>
    </form.fetcher.Form>
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

type LabelledProps = {
  label: ReactNode;
  name: string;
  /** The field's message; by default the one its form has for `name`. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
};

/**
 * A labelled control with its hint and its message: the label names it, the hint and the
 * message describe it, and a message marks it invalid.
 */
function LabelledControl({
  label,
  name,
  hint,
  error: given,
  required,
  children,
}: LabelledProps & { children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const error = given ?? use(FieldErrorsContext)[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "id">;

export function Field({
  label,
  name,
  error,
  hint,
  required,
  ...input
}: LabelledProps & InputProps) {
  return (
    <LabelledControl {...{ label, name, error, hint, required }}>
      {(props) => <input type="text" {...input} {...props} className={CONTROL_CLASS} />}
    </LabelledControl>
  );
}

/** The email field of every form: one label, one rule (app/lib/field-rules.ts). */
export function EmailField(props: Partial<LabelledProps> & InputProps) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

/**
 * The look of a submit button in an administrator's panel; `DANGER_BUTTON` for one that hides
 * or rejects.
 */
export const PANEL_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70";
export const DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70";

/** The look of a submit button beside a field or under a short form. */
export const INLINE_BUTTON =
  "min-h-11 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";

/**
 * The look of a file input: as wide as its column at most, so the browser's own "No file chosen"
 * text is cut short instead of widening a phone's page, with a button big enough to tap.
 */
export const FILE_INPUT =
  "mt-1 block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 sm:file:min-h-0";

/** An email input for the one-field forms (newsletter, notify), described by its message. */
export function EmailInput({
  error,
  errorId,
  className,
  ...input
}: InputProps & { id: string; error?: string; errorId: string; className?: string }) {
  return (
    <input
      name="email"
      type="email"
      required
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={clsx(
        "min-h-11 min-w-0 flex-1 rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500",
        className ?? "border-slate-300",
      )}
      {...input}
    />
  );
}

/** A field's error under it, as `${id}-error` for the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** A form's message under its one field, when there is one. */
export function InlineError({
  id,
  message,
  className = "text-red-700",
}: {
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={clsx("mt-2 text-sm", className)}>
      {message}
    </p>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The look of a button beside a field rather than under a form. */
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
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
  error,
  hint,
  required,
  rows = 4,
  maxLength,
  defaultValue,
}: LabelledProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  return (
    <LabelledControl {...{ label, name, error, hint, required }}>
      {(props) => (
        <textarea
          {...props}
          rows={rows}
          maxLength={maxLength}
          defaultValue={defaultValue}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledControl>
  );
}

export function Select({
  options,
  placeholder,
  defaultValue = "",
  ...labelled
}: LabelledProps & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
  defaultValue?: string;
}) {
  return (
    <LabelledControl {...labelled}>
      {(props) => (
        <select {...props} defaultValue={defaultValue} className={`${CONTROL_CLASS} bg-white`}>
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
