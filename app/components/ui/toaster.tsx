import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import type { Toast } from "~/lib/form-reply";

// Toasts are drawn by sonner, which is loaded with the first toast rather than with every page:
// most visits never show one. A toast asked for meanwhile waits for the toaster to be on the
// page (sonner's toaster shows only the toasts made after it has started listening).

type Sonner = typeof SonnerModule;
type ToastOptions = { description?: string; duration?: number };
type Kind = "message" | "success" | "error" | "info";

/** The toaster's slot on the page, set while the root's `Toaster` is mounted. */
let slot: ((sonner: Sonner, mounted: () => void) => void) | null = null;
let slotReady = waiting();
let ready: Promise<Sonner> | null = null;

function waiting() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Sonner, once its toaster is on the page. */
function readyToaster(): Promise<Sonner> {
  ready ??= Promise.all([import("sonner"), slotReady.promise]).then(
    ([sonner]) => new Promise<Sonner>((resolve) => slot!(sonner, () => resolve(sonner))),
  );
  return ready;
}

function show(kind: Kind, title: string, options?: ToastOptions) {
  void readyToaster().then(({ toast }) => {
    if (kind === "message") toast(title, options);
    else toast[kind](title, options);
  });
}

/** Shows a toast (sonner's calls, loaded on first use). */
export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show("message", title, options),
  {
    success: (title: string, options?: ToastOptions) => show("success", title, options),
    error: (title: string, options?: ToastOptions) => show("error", title, options),
    info: (title: string, options?: ToastOptions) => show("info", title, options),
  },
);

/** Shows a toast of the site's kinds (a form's reply, a redirect's toast). */
export function showToast(t: Toast) {
  const kind = t.type === "error" ? "error" : t.type === "info" ? "info" : "success";
  show(kind, t.title, { description: t.description, duration: t.duration });
}

/** Tells the toaster's caller once the toaster's own effects have run. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/** Where toasts appear: nothing until the first one is asked for. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  const [loaded, setLoaded] = useState<{ sonner: Sonner; mounted: () => void } | null>(null);
  useEffect(() => {
    slot = (sonner, mounted) => setLoaded({ sonner, mounted });
    slotReady.resolve();
    return () => {
      slot = null;
      slotReady = waiting();
      ready = null;
    };
  }, []);
  if (!loaded) return null;
  const { Toaster: SonnerToaster } = loaded.sonner;
  return (
    <>
      <SonnerToaster position="bottom-right" richColors closeButton theme={theme} />
      <Mounted onMounted={loaded.mounted} />
    </>
  );
}
