import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { CloseIcon } from "./icon";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog, the browser's own (`<dialog>` shown with `showModal`: the rest of the page is
 * inert while it is open): focus moves in and Tab keeps it there, Escape, the close button or a
 * press outside closes it, and focus returns to what had it before.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  focusFirstField = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /**
   * Whether focus goes to the first field as it opens; otherwise to the dialog itself, so a
   * dialog the visitor did not ask for raises no phone keyboard until its field is touched.
   */
  focusFirstField?: boolean;
}) {
  if (!open) return null;
  return (
    <OpenDialog
      onClose={() => onOpenChange(false)}
      title={title}
      description={description}
      focusFirstField={focusFirstField}
    >
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  focusFirstField,
}: {
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  focusFirstField: boolean;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const element = dialog.current!;
    // Opened from code rather than a trigger, so remember what had focus to give it back.
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    element.showModal();
    const first = element.querySelector<HTMLElement>(`[data-dialog-body] ${FOCUSABLE}`);
    if (focusFirstField && first) first.focus();
    else element.focus();
    // Escape: the page's state closes the dialog, not the browser.
    const onCancel = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    element.addEventListener("cancel", onCancel);
    return () => {
      element.removeEventListener("cancel", onCancel);
      if (element.open) element.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Focus is placed once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Tab and Shift+Tab go round the dialog's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog's own box is its backdrop's edge: a press on it, not on its content, is outside.
    <dialog
      ref={dialog}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onKeyDown={keepFocusInside}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg overflow-hidden rounded-xl border-0 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 focus:outline-none"
    >
      <div className="relative max-h-[85vh] overflow-y-auto p-6">
        <h2 id={`${id}-title`} className="pr-10 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        <div className="mt-4" data-dialog-body>
          {children}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}
