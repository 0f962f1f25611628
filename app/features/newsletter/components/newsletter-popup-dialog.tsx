import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { SubscriberCount, useNewsletterBenefits } from "./newsletter-copy";
import { NewsletterForm } from "./newsletter-form";

/**
 * The pop-up's dialog, loaded only when the pop-up opens (it keeps the dialog library out of the
 * page's first load). Focus is trapped while it is open and returned afterwards.
 */
export default function NewsletterPopupDialog({
  open,
  setOpen,
  subscriberCount,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  subscriberCount?: number | null;
}) {
  const [subscribed, setSubscribed] = useState(false);
  const benefits = useNewsletterBenefits();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      focusFirstField={false}
      title={subscribed ? "Thank you for subscribing!" : "Get the best new AI tools, weekly"}
      description={
        subscribed
          ? "Look out for our email: a new subscription starts once you open its confirmation link."
          : "Join our newsletter for the AI tools worth knowing about."
      }
    >
      {subscribed ? (
        <button
          type="button"
          // The form it replaces had focus; keep focus inside the dialog.
          autoFocus
          onClick={() => setOpen(false)}
          className="min-h-11 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Close
        </button>
      ) : (
        <>
          <ul className="mb-4 space-y-1.5 text-sm text-slate-700">
            {benefits.map((benefit) => (
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
