import { Form } from "react-router";
import type { ProviderChoice } from "~/lib/field-limits";

/**
 * Sign in with a provider: each button posts to the page's action, which sends the browser to
 * the provider. Only configured providers are offered; with none, nothing is shown (not even
 * the divider before the buttons).
 */
export function ProviderButtons({
  providers,
  formAction = "/login",
  redirectTo = "",
}: {
  providers: ProviderChoice[];
  formAction?: string;
  /** Where to go once signed in (a path of this site). */
  redirectTo?: string;
}) {
  if (providers.length === 0) return null;
  return (
    <>
      <OrDivider />
      <div className="space-y-2">
        {providers.map((provider) => (
          <Form method="post" action={formAction} key={provider.id}>
            <input type="hidden" name="intent" value="provider" />
            <input type="hidden" name="provider" value={provider.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button
              type="submit"
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
            >
              Continue with {provider.label}
            </button>
          </Form>
        ))}
      </div>
    </>
  );
}

function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
