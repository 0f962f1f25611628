import { configuredProviders } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { PROVIDER_LABELS, type ProviderChoice } from "~/lib/field-limits";

/**
 * The sign-in buttons: one per provider the operator configured (Google, GitHub, single
 * sign-on). A button that cannot work is not shown (the spec's always-present Google button is
 * a departure: see docs/product.md#departures-from-the-original-design).
 */
export function providerChoices(): ProviderChoice[] {
  const configured = configuredProviders();
  const choices: ProviderChoice[] = [];
  if (configured.google) choices.push({ id: "google", label: PROVIDER_LABELS.google });
  if (configured.github) choices.push({ id: "github", label: PROVIDER_LABELS.github });
  if (configured.oidc) choices.push({ id: "oidc", label: getEnv().OIDC_NAME });
  return choices;
}

/** The loader of the pages that offer the providers' buttons: sign-in and sign-up. */
export function providersLoader() {
  return { providers: providerChoices() };
}
