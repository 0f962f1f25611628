import { data, redirect } from "react-router";
import { cookieHeaders, readAuthForm } from "~/features/accounts/actions.server";
import { signOut } from "~/features/accounts/mutations.server";
import type { Route } from "./+types/logout";

/** Sign Out (spec 1 §2): the script toasts and goes home; a plain form is sent home. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readAuthForm(request);
  const fromScript = form.ok && form.fields.js === "1";
  const outcome = await signOut(request.headers);
  if (!outcome.ok) {
    return data({ ok: false, message: outcome.error.message }, { status: outcome.status });
  }
  const headers = cookieHeaders(outcome.setCookies);
  return fromScript ? data({ ok: true }, { headers }) : redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
