import { redirect } from "react-router";
import { z } from "zod";
import { AUTH_FORM_MAX_BYTES, AUTH_TOASTS } from "~/features/accounts/constants";
import { asFormOutcome, signOut } from "~/features/accounts/mutations.server";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/logout";

/** Sign Out (docs/product.md#sessions): home with the 'Signed out' toast, or the failure toast. */
export async function action({ request }: Route.ActionArgs) {
  return formAction({
    request,
    maxBytes: AUTH_FORM_MAX_BYTES,
    schema: z.object({}),
    honeypot: false,
    failure: {
      title: AUTH_TOASTS.signOutFailed.title,
      description: AUTH_TOASTS.signOutFailed.description,
    },
    mutate: async () => asFormOutcome(await signOut(request.headers), "/", AUTH_TOASTS.signedOut),
  });
}

export function loader() {
  return redirect("/");
}
