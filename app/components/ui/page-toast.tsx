import { useEffect } from "react";
import type { Toast } from "~/lib/form-reply";
import { showToast as show } from "./toaster";

/** Ids of the toasts already shown, so a page that renders again does not repeat one. */
const shown = new Set<string>();

/**
 * The toast a redirect brought to this page (app/lib/toast.server.ts): a toast once the page is
 * interactive, and without scripts the same words in a status box at the top of the page.
 */
export function PageToast({ toast }: { toast: (Toast & { id: string }) | null }) {
  useEffect(() => {
    if (!toast || shown.has(toast.id)) return;
    shown.add(toast.id);
    show(toast);
  }, [toast]);
  if (!toast) return null;
  const title = /[.!?]$/.test(toast.title) ? toast.title : `${toast.title}.`;
  // Hidden while scripts run (they show the toast); the style in <noscript> shows it otherwise.
  return (
    <>
      <noscript>
        <style>{"[data-page-toast]{display:block!important}"}</style>
      </noscript>
      <div
        data-page-toast=""
        style={{ display: "none" }}
        role={toast.type === "error" ? "alert" : "status"}
        className={
          toast.type === "error"
            ? "mx-4 mt-4 max-w-3xl rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900 lg:mx-auto"
            : "mx-4 mt-4 max-w-3xl rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900 lg:mx-auto"
        }
      >
        <strong className="font-semibold">{title}</strong>
        {toast.description ? <span> {toast.description}</span> : null}
      </div>
    </>
  );
}
