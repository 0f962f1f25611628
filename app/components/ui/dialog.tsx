import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { CloseIcon } from "./icon";

/**
 * A modal dialog: focus moves in and is trapped while open, Escape or the close button
 * closes it, and focus returns to what opened it.
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
  // Opened from code rather than a trigger, so remember what had focus to give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement as HTMLElement | null;
            if (focusFirstField) return;
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="pr-10 text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 grid size-11 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
