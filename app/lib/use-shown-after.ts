import { useLayoutEffect, useState } from "react";

/**
 * How long a list may take to load before skeletons stand in for it (as long as the progress
 * bar waits): a quicker load shows no flash of them, and costs no drawing.
 */
export const SLOW_LOAD_MS = 150;

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
