import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useRootData } from "~/lib/root-data";
import { toast } from "~/components/ui/toaster";
import { SAVE_TOASTS } from "../constants";
import { takePendingSave } from "../pending-save";
import { savedToolsApiPath } from "~/lib/paths";

type SavedStatus = { savedIds?: string[] };
type ToggleResult = { saved?: boolean; error?: { message: string } };

/** What every save button shares: who is asking, and which tools they have saved. */
export type SavedTools = {
  signedIn: boolean;
  /** The saved tools' ids, or null until they are loaded (or when signed out). */
  savedIds: readonly string[] | null;
  /** Reads the saved ids again, so every button of a tool shows a change made by one of them. */
  reload: () => void;
};

const SavedToolsContext = createContext<SavedTools>({
  signedIn: false,
  savedIds: null,
  reload: () => {},
});

/**
 * Loads the saved status for a signed-in visitor once, for every save button under it (rendered
 * by the root around the page), after completing the save the visitor asked for before signing
 * in, if any. The buttons read it from context rather than each from the router, so a new list of
 * cards neither subscribes every button to the router's state nor registers a fetcher per card.
 */
export function SavedToolsProvider({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useRootData<{ user: unknown }>()?.user);
  const status = useFetcher<SavedStatus>({ key: "saved-tools" });
  const pending = useFetcher<ToggleResult>({ key: "pending-save" });
  const reported = useRef<ToggleResult | undefined>(undefined);
  const { state, data, load } = status;

  useEffect(() => {
    if (!signedIn) return;
    const toolId = takePendingSave();
    if (!toolId) return;
    void pending.submit(null, {
      method: "POST",
      action: savedToolsApiPath(toolId),
    });
    // Once per sign-in; `pending.submit` keeps its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  // The pending save's outcome: its toast, and the saved status read again to show it.
  useEffect(() => {
    if (pending.state !== "idle" || !pending.data || reported.current === pending.data) return;
    reported.current = pending.data;
    if (pending.data.saved) {
      toast.success(SAVE_TOASTS.added.title, { description: SAVE_TOASTS.added.description });
    } else {
      toast.error(SAVE_TOASTS.failure.title, { description: SAVE_TOASTS.failure.add });
    }
    void load(savedToolsApiPath());
  }, [pending.state, pending.data, load]);

  useEffect(() => {
    if (signedIn && state === "idle" && !data) void load(savedToolsApiPath());
  }, [signedIn, state, data, load]);

  const savedIds = (signedIn && data?.savedIds) || null;
  const value = useMemo(
    () => ({ signedIn, savedIds, reload: () => void load(savedToolsApiPath()) }),
    [signedIn, savedIds, load],
  );
  return <SavedToolsContext value={value}>{children}</SavedToolsContext>;
}

/** The saved status every save button shares (SavedToolsProvider). */
export function useSavedTools() {
  return useContext(SavedToolsContext);
}
