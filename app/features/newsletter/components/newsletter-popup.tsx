import { Suspense, useEffect, useState } from "react";
import { lazyOr } from "~/lib/later";
import { NEWSLETTER_POPUP_DELAY_MS } from "../constants";
import { popupWelcome, setPopupClosed } from "../subscribed-flag";

// Offline, the pop-up is not shown rather than the page failing for want of its code.
const NewsletterPopupDialog = lazyOr(
  () => import("./newsletter-popup-dialog").then((module) => module.default),
  () => null,
);

/**
 * The newsletter pop-up (docs/product.md#newsletter): opens `delayMs` after the page loads unless
 * this browser is marked as subscribed or closed it in the last 30 days; thanks the visitor after a
 * subscription and marks the browser. Escape, the close button or a click outside closes it. It
 * takes focus itself, not its email field, so a phone's keyboard rises only when the visitor taps
 * the field.
 */
export function NewsletterPopup({
  subscriberCount,
  delayMs = NEWSLETTER_POPUP_DELAY_MS,
}: {
  subscriberCount?: number | null;
  delayMs?: number;
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!popupWelcome()) return;
    const timer = window.setTimeout(() => {
      // Another tab, or the section on this page, may have subscribed or closed it meanwhile.
      if (!popupWelcome()) return;
      setShown(true);
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  const close = (next: boolean) => {
    if (!next) setPopupClosed();
    setOpen(next);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog open={open} setOpen={close} subscriberCount={subscriberCount} />
    </Suspense>
  );
}
