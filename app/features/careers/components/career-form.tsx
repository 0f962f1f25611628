import { useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import {
  EmailField,
  Field,
  FieldErrors,
  FILE_INPUT,
  FormMessage,
  Select,
  SubmitButton,
  TextArea,
  loadSchema,
} from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import type { ApiErrorBody } from "~/lib/api-error";
import { fieldErrors, type FormFailure } from "~/lib/form-reply";
import {
  CAREER_LIMITS,
  CAREER_TOASTS,
  INTERESTS,
  RESUME_ACCEPT,
  RESUME_MAX_MB,
  RESUME_PROBLEMS,
  resumeProblem,
} from "../constants";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadCareerSchema = () => import("../schema").then((module) => module.CareerSchema);

type Answer = { ok: true } | ApiErrorBody;

/** The toast title of a refusal the server found in the file itself. */
const REFUSAL_TITLES: Record<string, string> = {
  too_large: RESUME_PROBLEMS.tooLarge.title,
  invalid_file_type: RESUME_PROBLEMS.wrongType.title,
};

/**
 * Sends the application with XMLHttpRequest, whose upload events give real progress: the bar
 * follows the upload to 50, shows 75 once the server has answered (the resume is stored) and 100
 * once the application is recorded (docs/product.md#careers).
 */
function send(form: HTMLFormElement, onProgress: (value: number) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/careers");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 50));
    };
    request.upload.onload = () => onProgress(50);
    request.onreadystatechange = () => {
      if (request.readyState === XMLHttpRequest.HEADERS_RECEIVED) onProgress(75);
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as Answer);
      } catch {
        reject(new Error("The answer could not be read."));
      }
    };
    request.onerror = () => reject(new Error("The network failed."));
    request.send(new FormData(form));
  });
}

export function CareerForm({ documentReply }: { documentReply?: FormFailure }) {
  const [errors, setErrors] = useState<Record<string, string>>(documentReply?.fields ?? {});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null && progress < 100;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    // Unreachable (offline), the schema's check is left to the server.
    const schema = await loadSchema(loadCareerSchema);
    const parsed = schema?.safeParse(values);
    const found = !parsed || parsed.success ? {} : fieldErrors(parsed.error);
    const file = (form.elements.namedItem("resume") as HTMLInputElement).files?.[0];
    const problem = resumeProblem(file);
    delete found.resume;
    if (problem) {
      found.resume = problem.description;
      toast.error(problem.title, { description: problem.description });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setProgress(0);
    try {
      const answer = await send(form, setProgress);
      if ("error" in answer) {
        const { code, message, details = [] } = answer.error;
        setProgress(null);
        setErrors(Object.fromEntries(details.map((detail) => [detail.field, detail.message])));
        toast.error(REFUSAL_TITLES[code] ?? CAREER_TOASTS.failure.title, {
          description: message || CAREER_TOASTS.failure.description,
        });
        return;
      }
      setProgress(100);
      toast.success(CAREER_TOASTS.success.title, {
        description: CAREER_TOASTS.success.description,
      });
      // The form and the chosen file are cleared (docs/product.md#careers).
      form.reset();
      window.setTimeout(() => setProgress(null), 1500);
    } catch {
      setProgress(null);
      toast.error(CAREER_TOASTS.failure.title, { description: CAREER_TOASTS.failure.description });
    }
  }

  return (
    <form
      method="post"
      action="/careers"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema(loadCareerSchema)}
      className="relative"
    >
      <FieldErrors errors={errors}>
        <div className="space-y-5">
          {documentReply ? (
            <FormMessage tone="error">
              {documentReply.toast ? (
                <strong className="font-semibold">{documentReply.toast.title}. </strong>
              ) : null}
              {documentReply.message}
            </FormMessage>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" name="name" autoComplete="name" maxLength={CAREER_LIMITS.name} />
            <EmailField />
          </div>
          <Select
            label="Area of interest"
            name="interest"
            placeholder="Select an area"
            options={INTERESTS}
          />
          <TextArea
            label="Message (optional)"
            name="message"
            rows={5}
            maxLength={CAREER_LIMITS.message}
          />
          <div>
            <label htmlFor="resume" className="block text-sm font-medium text-slate-800">
              Resume
            </label>
            <input
              id="resume"
              name="resume"
              type="file"
              accept={RESUME_ACCEPT}
              aria-invalid={errors.resume ? true : undefined}
              aria-describedby={`resume-hint${errors.resume ? " resume-error" : ""}`}
              className={FILE_INPUT}
            />
            <p id="resume-hint" className="mt-1 text-xs text-slate-600">
              PDF, DOC or DOCX, up to {RESUME_MAX_MB}MB. Only our team can see it.
            </p>
            {errors.resume ? (
              <p id="resume-error" role="alert" className="mt-1 text-sm text-red-700">
                {errors.resume}
              </p>
            ) : null}
          </div>
          <HoneypotField />
          {progress !== null ? (
            <div>
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-brand-600 transition-[width]"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-600">{progress}%</p>
            </div>
          ) : null}
          <SubmitButton busy={busy} label="Submit Application" busyLabel="Submitting..." />
        </div>
      </FieldErrors>
    </form>
  );
}
