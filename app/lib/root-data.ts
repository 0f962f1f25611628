import { createContext, useContext } from "react";

/**
 * The root route's data, provided by the root layout. React Router's `useRouteLoaderData` reads
 * the router's whole state, so every part using it was drawn again on each change of that state
 * (a search's start and its end, each navigation); the root's data itself keeps its identity while
 * only the address's query changes (it is not loaded again then), so parts reading it here are
 * drawn again only when it is.
 */
export const RootDataContext = createContext<unknown>(undefined);

/** The root route's data, or undefined where the root's loader failed (an outage page). */
export function useRootData<T>(): T | undefined {
  return useContext(RootDataContext) as T | undefined;
}
