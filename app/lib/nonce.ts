import { createContext, useContext } from "react";

/**
 * The nonce of the page's inline scripts (server/security-headers.ts), given to React Router's
 * script components. The server puts it in this context; in the browser it is read back from a
 * script of the page (browsers hide the attribute, not the property), so both render alike.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  const fromServer = useContext(NonceContext);
  if (typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
