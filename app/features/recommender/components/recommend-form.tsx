import { useId, useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { InlineError, loadSchema, SubmitButton } from "~/components/ui/form";
import { REQUIREMENTS_MAX_LENGTH } from "../constants";

// The rule (and zod with it) is fetched when the form is first used.
const loadRequirementsSchema = () =>
  import("../schema").then((module) => module.RequirementsSchema);

/**
 * The need, sent as `?q=` so the answer has an address of its own (shareable, server-rendered,
 * and working without scripts). Checked in the browser with the server's rule first.
 */
export function RecommendForm({
  requirements,
  serverError,
}: {
  requirements: string;
  serverError?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const [error, setError] = useState<string | undefined>();
  const busy =
    navigation.state !== "idle" &&
    navigation.location?.pathname === "/recommend" &&
    new URLSearchParams(navigation.location.search).has("q");
  const message = error ?? serverError;

  const submit = useSubmit();
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get("q");
    // Unreachable (offline), the rule is left to the server.
    void loadSchema(loadRequirementsSchema).then((schema) => {
      const parsed = schema?.safeParse({ requirements: value });
      if (parsed && !parsed.success) return setError(parsed.error.issues[0]?.message);
      setError(undefined);
      void submit(form);
    });
  };

  return (
    <Form
      method="get"
      action="/recommend"
      onSubmit={check}
      onFocus={() => void loadSchema(loadRequirementsSchema)}
      noValidate
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-q`} className="block font-semibold text-slate-900">
          Your Requirements
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          What should the tool do, for whom, and anything it must have: free, open source, an API,
          for a team...
        </p>
        <textarea
          id={`${id}-q`}
          name="q"
          rows={5}
          defaultValue={requirements}
          key={requirements}
          maxLength={REQUIREMENTS_MAX_LENGTH}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
          placeholder="For example: a free tool to transcribe my podcast episodes and add subtitles"
          className="mt-2 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <InlineError id={`${id}-error`} message={message} />
      </div>
      <SubmitButton
        busy={busy}
        label="Get AI Tool Recommendations"
        busyLabel="Finding the best tools..."
        className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      />
    </Form>
  );
}
