import { lazy, Suspense, useEffect, useState } from "react";
import { NEWSLETTER_POPUP_DELAY_MS } from "../constants";
import { hasSubscribedFlag } from "../subscribed-flag";

const NewsletterPopupDialog = lazy(() => import("./newsletter-popup-dialog"));

/**
 * The newsletter pop-up (spec 1 §4): opens `delayMs` after the page loads unless this browser is
 * marked as subscribed; thanks the visitor after a subscription and marks the browser. Escape or
 * the close button closes it.
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
    if (hasSubscribedFlag()) return;
    const timer = window.setTimeout(() => {
      // Another tab, or the section on this page, may have subscribed in the meantime.
      if (hasSubscribedFlag()) return;
      setShown(true);
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog open={open} setOpen={setOpen} subscriberCount={subscriberCount} />
    </Suspense>
  );
}
