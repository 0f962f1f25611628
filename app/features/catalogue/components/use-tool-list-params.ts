import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type ParamChanges = Record<string, string | readonly string[] | undefined>;

/**
 * The directory's state lives in the URL: changing a filter writes the search parameters
 * (a history entry, so Back restores it) and React Router reloads the list on the server.
 * Any change other than the page itself returns to page 1 (spec 1 §4).
 */
export function useToolListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            next.delete(key);
            if (typeof value === "string" && value !== "") next.set(key, value);
            else if (Array.isArray(value)) for (const item of value) next.append(key, item);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { preventScrollReset: true, replace: options.replace },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** The address of another page of the same list. */
export function pageHref(params: URLSearchParams, page: number, hash = "") {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const search = next.toString();
  return `?${search}${hash}`;
}
