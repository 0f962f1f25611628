import { NEWSLETTER_SUBSCRIBED_FLAG } from "./constants";

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
