import { createContext } from "react-router";

/** The visitor's network address, for per-address rate limits (never stored with page views). */
export const clientAddressContext = createContext<string>("unknown");
