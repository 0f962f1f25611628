import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toaster";
import { NOT_LOGGED_IN_TOAST, SAVE_TOASTS, SIGN_IN_PATH } from "../constants";
import { rememberPendingSave, takePendingSave } from "../pending-save";
import { withReturnPath } from "~/lib/paths";
import { Icon } from "~/components/ui/icon";

type SavedStatus = { savedIds?: string[] };
type ToggleResult = { saved?: boolean; error?: { message: string } };

const bookmark = (filled: boolean) => (
  <Icon filled={filled}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Icon>
);

/** The signed-in user's saved tool ids, loaded once and shared by every save button. */
function useSavedStatus() {
  return useFetcher<SavedStatus>({ key: "saved-tools" });
}

/**
 * Loads the saved status for a signed-in visitor (rendered once, by the root), after completing
 * the save the visitor asked for before signing in, if any.
 */
export function SavedStatusLoader() {
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const status = useSavedStatus();
  const pending = useFetcher<ToggleResult>({ key: "pending-save" });
  const reported = useRef<ToggleResult | undefined>(undefined);
  const { state, data, load } = status;

  useEffect(() => {
    if (!signedIn) return;
    const toolId = takePendingSave();
    if (!toolId) return;
    void pending.submit(null, {
      method: "POST",
      action: `/api/saved-tools/${encodeURIComponent(toolId)}`,
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
    void load("/api/saved-tools");
  }, [pending.state, pending.data, load]);

  useEffect(() => {
    if (signedIn && state === "idle" && !data) void load("/api/saved-tools");
  }, [signedIn, state, data, load]);
  return null;
}

/**
 * Save-to-toolkit toggle (docs/product.md#saving-tools). Signed out: a toast, then the sign-in
 * page, and the save completes once the visitor is signed in.
 * Signed in: disabled while the saved status loads, 'Adding...' or 'Removing...' while busy,
 * and a toast for each outcome.
 */
export function SaveToolButton({
  toolId,
  toolName,
  compact = false,
}: {
  toolId: string;
  toolName: string;
  /** The small form on tool cards. */
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const status = useSavedStatus();
  const toggle = useFetcher<ToggleResult>();

  const removing = toggle.state !== "idle" && toggle.formMethod === "DELETE";
  const adding = toggle.state !== "idle" && toggle.formMethod === "POST";
  const savedOnServer = status.data?.savedIds?.includes(toolId) ?? false;
  // While a change is under way (and once it succeeded), show where it is going.
  const saved = adding ? true : removing ? false : (toggle.data?.saved ?? savedOnServer);

  const { state, data, formMethod } = toggle;
  useEffect(() => {
    if (state !== "idle" || !data) return;
    if (data.error) {
      toast.error(SAVE_TOASTS.failure.title, {
        description: formMethod === "DELETE" ? SAVE_TOASTS.failure.remove : SAVE_TOASTS.failure.add,
      });
    } else if (data.saved) {
      toast.success(SAVE_TOASTS.added.title, { description: SAVE_TOASTS.added.description });
    } else {
      toast.success(SAVE_TOASTS.removed.title, { description: SAVE_TOASTS.removed.description });
    }
  }, [state, data, formMethod]);

  const loading = signedIn && !status.data;
  const busy = adding || removing;
  const label = adding
    ? "Adding..."
    : removing
      ? "Removing..."
      : saved
        ? "Saved to Toolkit"
        : "Save to Toolkit";
  return (
    <button
      type="button"
      disabled={loading || busy}
      aria-pressed={signedIn && !loading ? saved : undefined}
      onClick={() => {
        if (!signedIn) {
          // docs/product.md#saving-tools: a toast, then the sign-in page; the save completes once
          // signed in, back here.
          rememberPendingSave(toolId);
          toast(NOT_LOGGED_IN_TOAST.title, { description: NOT_LOGGED_IN_TOAST.description });
          navigate(withReturnPath(SIGN_IN_PATH, `${location.pathname}${location.search}`));
          return;
        }
        toggle.submit(null, {
          method: saved ? "DELETE" : "POST",
          action: `/api/saved-tools/${encodeURIComponent(toolId)}`,
        });
      }}
      className={
        compact
          ? "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1 text-xs sm:min-h-0 sm:px-2.5 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
          : "flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
      }
    >
      {bookmark(saved)}
      {compact && !busy ? (saved ? "Saved" : "Save") : label}
      <span className="sr-only"> ({toolName})</span>
    </button>
  );
}

/** The save button of a tool card. */
export function cardSaveButton(tool: { id: string; name: string }) {
  return <SaveToolButton toolId={tool.id} toolName={tool.name} compact />;
}
