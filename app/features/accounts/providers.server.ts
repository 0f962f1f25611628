import { configuredProviders } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import type { ProviderChoice } from "./components/provider-buttons";

/** The sign-in buttons: Google always (spec), GitHub and single sign-on when configured. */
export function providerChoices(): ProviderChoice[] {
  const configured = configuredProviders();
  const choices: ProviderChoice[] = [
    { id: "google", label: "Google", configured: configured.google },
  ];
  if (configured.github) choices.push({ id: "github", label: "GitHub", configured: true });
  if (configured.oidc) choices.push({ id: "oidc", label: getEnv().OIDC_NAME, configured: true });
  return choices;
}
