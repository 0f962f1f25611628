import {
  NEWSLETTER_CLOSED_AT,
  NEWSLETTER_POPUP_QUIET_DAYS,
  NEWSLETTER_SUBSCRIBED_FLAG,
} from "./constants";

/** Whether this browser has subscribed (storage can be blocked: then it has not). */
export function hasSubscribedFlag() {
  try {
    return window.localStorage.getItem(NEWSLETTER_SUBSCRIBED_FLAG) === "true";
  } catch {
    return false;
  }
}

/** Marks this browser as subscribed, so the pop-up stays closed from now on. */
export function setSubscribedFlag() {
  try {
    window.localStorage.setItem(NEWSLETTER_SUBSCRIBED_FLAG, "true");
  } catch {
    // Storage blocked: the pop-up may open again on the next visit; nothing else depends on it.
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the pop-up may open: not subscribed here, and not closed in the last 30 days. */
export function popupWelcome(now = Date.now()) {
  if (hasSubscribedFlag()) return false;
  try {
    const closedAt = Number(window.localStorage.getItem(NEWSLETTER_CLOSED_AT));
    // A date in the future (a clock set back) counts as just now.
    return !(closedAt > 0 && now - Math.min(closedAt, now) < NEWSLETTER_POPUP_QUIET_DAYS * DAY_MS);
  } catch {
    return true;
  }
}

/** Remembers that the visitor closed the pop-up, so it stays shut for 30 days. */
export function setPopupClosed(now = Date.now()) {
  try {
    window.localStorage.setItem(NEWSLETTER_CLOSED_AT, String(now));
  } catch {
    // Storage blocked: the pop-up may open again on the next visit.
  }
}
