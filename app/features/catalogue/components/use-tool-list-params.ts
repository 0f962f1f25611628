import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useNavigation, useSearchParams } from "react-router";

export type ParamChanges = Record<string, string | readonly string[] | undefined>;

/**
 * The directory's state lives in the URL: changing a filter writes the search parameters
 * (a history entry, so Back restores it) and React Router reloads the list on the server.
 * Any change other than the page itself returns to page 1 (docs/product.md#tool-directory).
 */
export function useToolListParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The search last asked for, until its list has landed: a second change made meanwhile (a
  // slow connection, a quick hand) builds on it. Built on the address still shown, it would
  // drop the first change while the controls showed both.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") asked.current = null;
  }, [navigation.state]);
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(asked.current ?? window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        if (typeof value === "string" && value !== "") next.set(key, value);
        else if (Array.isArray(value)) for (const item of value) next.append(key, item);
      }
      if (!("page" in changes)) next.delete("page");
      const search = `?${next.toString()}`;
      asked.current = search;
      void navigate(search, { preventScrollReset: true, replace: options.replace });
    },
    [navigate],
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
