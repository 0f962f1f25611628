import { Form } from "react-router";
import type { ProviderChoice } from "~/lib/field-limits";

/**
 * Sign in with a provider. Each button posts to the page's action, which sends the browser to the
 * provider; one the operator has not configured says so instead of failing.
 */
export function ProviderButtons({
  providers,
  formAction = "/login",
}: {
  providers: ProviderChoice[];
  formAction?: string;
}) {
  return (
    <div className="space-y-2">
      {providers.map((provider) => (
        <Form method="post" action={formAction} key={provider.id}>
          <input type="hidden" name="intent" value="provider" />
          <input type="hidden" name="provider" value={provider.id} />
          <button
            type="submit"
            aria-describedby={provider.configured ? undefined : `provider-${provider.id}-off`}
            className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            Continue with {provider.label}
          </button>
          {provider.configured ? null : (
            <p
              id={`provider-${provider.id}-off`}
              className="mt-1 text-center text-xs text-slate-600"
            >
              {provider.label} sign-in is not set up on this site yet.
            </p>
          )}
        </Form>
      ))}
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
