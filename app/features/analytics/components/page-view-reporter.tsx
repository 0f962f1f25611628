import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export const PAGE_VIEW_ENDPOINT = "/api/v1/page-views";

/**
 * Reports each route change (the first load and every client navigation) to our own server:
 * the path and the referrer. No cookie, no identifier, no third party.
 */
export function PageViewReporter() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? document.referrer : window.location.origin;
    first.current = false;
    const body = JSON.stringify({ path: pathname, referrer: referrer || null });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, blob)) {
      void fetch(PAGE_VIEW_ENDPOINT, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      }).catch(() => {});
    }
  }, [pathname]);
  return null;
}
