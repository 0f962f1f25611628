import { useLayoutEffect, useState } from "react";

/**
 * How long a list may take to load before skeletons stand in for it. The count line says
 * "Loading tools…" at once and the progress bar shows sooner; the skeletons wait longer
 * because they replace every card: on a phone, swapping the list out and in again costs about
 * as much as drawing the new one, which a load answered in under half a second would pay for
 * nothing but a flash.
 */
export const SLOW_LOAD_MS = 400;

/** Whether `active` has held for `ms` (counted from the moment it is committed); false as soon as it ends. */
export function useShownAfter(active: boolean, ms = SLOW_LOAD_MS) {
  const [shown, setShown] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setShown(false);
  }
  useLayoutEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active && shown;
}
