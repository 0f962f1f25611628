import { createContext } from "react-router";

/** The visitor's network address, for per-address rate limits (never stored with page views). */
export const clientAddressContext = createContext<string>("unknown");

/** The signed-in user of this request, read once by the server before the page renders. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  /** Whether the account's email address is confirmed (reviews need it). */
  emailVerified: boolean;
  isAdmin: boolean;
};
export const sessionUserContext = createContext<SessionUser | null>(null);

/** A short id for this request, in its log lines, its X-Request-Id header and its error page. */
export const requestIdContext = createContext<string>("");

/**
 * Set when the visitor sent a session cookie that could not be read because the database was
 * unreachable: the page is then the outage's error page, never a signed-out view of it.
 */
export const sessionUnreadableContext = createContext<boolean>(false);

/** The nonce of this page's inline scripts, named by its Content-Security-Policy. */
export const scriptNonceContext = createContext<string | undefined>(undefined);
