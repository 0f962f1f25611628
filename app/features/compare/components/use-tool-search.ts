import { useEffect, useState } from "react";
import type { ToolList, ToolSummary } from "~/features/catalogue/schema";
import { COMPARE_SEARCH_DEBOUNCE_MS, COMPARE_SEARCH_RESULTS } from "../constants";

/**
 * Tools matching `text` from the public API, asked after a 300 ms pause and with the
 * previous request cancelled, so fast typing neither floods the server nor shows stale
 * results. Blank text gives `fallback`.
 */
export function useToolSearch(text: string, fallback: ToolSummary[]) {
  const [state, setState] = useState<{ text: string; tools: ToolSummary[]; failed: boolean }>({
    text: "",
    tools: fallback,
    failed: false,
  });
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, pageSize: String(COMPARE_SEARCH_RESULTS) });
        const response = await fetch(`/api/v1/tools?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as ToolList;
        setState({ text: query, tools: body.tools, failed: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Tool search failed", error);
        setState({ text: query, tools: [], failed: true });
      }
    }, COMPARE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (!query) return { tools: fallback, searching: false, failed: false };
  return {
    tools: state.text === query ? state.tools : [],
    searching: state.text !== query,
    failed: state.failed,
  };
}
