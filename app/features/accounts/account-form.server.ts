import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { formAction, formSpec, type FormSpec } from "~/lib/form-action.server";
import { clientAddressContext } from "~/lib/request-context";
import { AUTH_FORM_MAX_BYTES } from "./constants";
import { authRateLimits } from "./mutations.server";

type LimitName = keyof typeof authRateLimits;

/**
 * An account form (sign-in, sign-up, reset, resend): a few short fields, no honeypot (each is
 * limited per address and per email instead), and its limits by name: a `…ByAddress` limit
 * counts the visitor's address, a `…ByEmail` one the form's email.
 */
type AccountFormSpec<S extends z.ZodType> = Omit<FormSpec<S>, "rateLimits" | "honeypot"> & {
  limits?: LimitName[];
};

export function accountForm<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  spec: AccountFormSpec<S>,
) {
  const address = context.get(clientAddressContext);
  const { limits = [], ...rest } = spec;
  return formSpec<S>({
    rateLimitMessage: "Too many attempts.",
    ...rest,
    honeypot: false,
    rateLimits: (values) =>
      limits.map((name) => ({
        limiter: authRateLimits[name],
        key: limitKey(name, address, String((values as { email?: unknown }).email)),
      })),
  });
}

/** What a limit counts by: the client's address, the email typed, or both together. */
function limitKey(name: LimitName, address: string, email: string) {
  if (name.endsWith("ByAddressAndEmail")) return `${address} ${email.toLowerCase()}`;
  if (name.endsWith("ByEmail")) return email;
  return address;
}

/** The body size of every account form. */
export const accountFormBytes = { maxBytes: AUTH_FORM_MAX_BYTES };

/** The action of a page with one account form (see `accountForm`). */
export function accountFormAction<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  spec: AccountFormSpec<S>,
) {
  return formAction({ request, ...accountFormBytes, ...accountForm(context, spec) });
}
