import { configuredProviders } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { PROVIDER_LABELS, type ProviderChoice } from "~/lib/field-limits";

/** The sign-in buttons: Google always (spec), GitHub and single sign-on when configured. */
export function providerChoices(): ProviderChoice[] {
  const configured = configuredProviders();
  const choices: ProviderChoice[] = [
    { id: "google", label: PROVIDER_LABELS.google, configured: configured.google },
  ];
  if (configured.github) {
    choices.push({ id: "github", label: PROVIDER_LABELS.github, configured: true });
  }
  if (configured.oidc) choices.push({ id: "oidc", label: getEnv().OIDC_NAME, configured: true });
  return choices;
}
