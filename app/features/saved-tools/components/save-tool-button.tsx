import { useState } from "react";
import { useSiteNavigate } from "~/components/ui/site-link";
import { toast } from "~/components/ui/toaster";
import { NOT_LOGGED_IN_TOAST, SAVE_TOASTS, SIGN_IN_PATH } from "../constants";
import { rememberPendingSave } from "../pending-save";
import { useSavedTools } from "./saved-tools-status";
import { savedToolsApiPath, withReturnPath } from "~/lib/paths";
import { Icon } from "~/components/ui/icon";

const bookmark = (filled: boolean) => (
  <Icon filled={filled}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Icon>
);

/** Saves (`save`) or removes a tool for the signed-in visitor; true once the server has done it. */
async function changeSaved(toolId: string, save: boolean) {
  try {
    const response = await fetch(savedToolsApiPath(toolId), {
      method: save ? "POST" : "DELETE",
      headers: { Accept: "application/json" },
    });
    return response.ok;
  } catch {
    return false;
  }
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
  // The shared navigate function: a card's button does not read the router's route context.
  const navigate = useSiteNavigate();
  const { signedIn, savedIds, reload } = useSavedTools();
  const [busy, setBusy] = useState<"adding" | "removing" | null>(null);
  // What this button last did, until the shared status has been read again.
  const [changed, setChanged] = useState<{ saved: boolean; ids: readonly string[] | null }>();

  const adding = busy === "adding";
  const removing = busy === "removing";
  const savedOnServer = savedIds?.includes(toolId) ?? false;
  const known = changed && changed.ids === savedIds ? changed.saved : savedOnServer;
  // While a change is under way, show where it is going.
  const saved = adding ? true : removing ? false : known;

  const toggle = async () => {
    const save = !saved;
    setBusy(save ? "adding" : "removing");
    const done = await changeSaved(toolId, save);
    setBusy(null);
    if (!done) {
      toast.error(SAVE_TOASTS.failure.title, {
        description: save ? SAVE_TOASTS.failure.add : SAVE_TOASTS.failure.remove,
      });
      return;
    }
    setChanged({ saved: save, ids: savedIds });
    const message = save ? SAVE_TOASTS.added : SAVE_TOASTS.removed;
    toast.success(message.title, { description: message.description });
    reload();
  };

  const loading = signedIn && !savedIds;
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
      disabled={loading || busy !== null}
      aria-pressed={signedIn && !loading ? saved : undefined}
      onClick={() => {
        if (!signedIn) {
          // docs/product.md#saving-tools: a toast, then the sign-in page; the save completes once
          // signed in, back here.
          rememberPendingSave(toolId);
          toast(NOT_LOGGED_IN_TOAST.title, { description: NOT_LOGGED_IN_TOAST.description });
          const signIn = withReturnPath(
            SIGN_IN_PATH,
            `${window.location.pathname}${window.location.search}`,
          );
          if (navigate) void navigate(signIn);
          else window.location.assign(signIn);
          return;
        }
        void toggle();
      }}
      className={
        compact
          ? "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1 text-xs sm:min-h-0 sm:px-2.5 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
          : "flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
      }
    >
      {bookmark(saved)}
      {compact && busy === null ? (saved ? "Saved" : "Save") : label}
      <span className="sr-only"> ({toolName})</span>
    </button>
  );
}

/** The save button of a tool card. */
export function cardSaveButton(tool: { id: string; name: string }) {
  return <SaveToolButton toolId={tool.id} toolName={tool.name} compact />;
}
