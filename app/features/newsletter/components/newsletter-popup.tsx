import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { NEWSLETTER_POPUP_DELAY_MS } from "../constants";
import { hasSubscribedFlag } from "../subscribed-flag";
import { NEWSLETTER_BENEFITS, SubscriberCount } from "./newsletter-copy";
import { NewsletterForm } from "./newsletter-form";

/**
 * The newsletter pop-up (spec 1 §4): opens `delayMs` after the page loads unless this browser is
 * marked as subscribed; thanks the visitor after a subscription and marks the browser. Focus is
 * trapped while it is open and returned afterwards; Escape or the close button closes it.
 */
export function NewsletterPopup({
  subscriberCount,
  delayMs = NEWSLETTER_POPUP_DELAY_MS,
}: {
  subscriberCount?: number | null;
  delayMs?: number;
}) {
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (hasSubscribedFlag()) return;
    const timer = window.setTimeout(() => {
      // Another tab, or the section on this page, may have subscribed in the meantime.
      if (!hasSubscribedFlag()) setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={subscribed ? "Thank you for subscribing!" : "Get the best new AI tools, weekly"}
      description={
        subscribed
          ? "You're on the list. Look out for our next issue in your inbox."
          : "Join our newsletter for the AI tools worth knowing about."
      }
    >
      {subscribed ? (
        <button
          type="button"
          // The form it replaces had focus; keep focus inside the dialog.
          autoFocus
          onClick={() => setOpen(false)}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Close
        </button>
      ) : (
        <>
          <ul className="mb-4 space-y-1.5 text-sm text-slate-700">
            {NEWSLETTER_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <NewsletterForm onSubscribed={() => setSubscribed(true)} />
          <SubscriberCount count={subscriberCount} className="mt-3 text-sm text-slate-600" />
        </>
      )}
    </Dialog>
  );
}
