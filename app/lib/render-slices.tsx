import { useLayoutEffect } from "react";
import { useNavigation } from "react-router";
import { unstable_forceFrameRate } from "scheduler";

/**
 * How many times a second React may stop drawing a navigation's new page to let the browser
 * answer input and paint (decision 043): every 50 ms, the length of a task the browser counts as
 * long, instead of the scheduler's 5 ms.
 */
export const NAVIGATION_SLICES_PER_SECOND = 20;

/**
 * While a navigation is under way, lets each slice of React's work run up to
 * 1000 / NAVIGATION_SLICES_PER_SECOND ms; back to the scheduler's own slices once it has ended,
 * so that the page's hydration and its parts loaded later keep the short ones. Renders nothing.
 */
export function NavigationRenderSlices() {
  const navigating = useNavigation().state !== "idle";
  // Set as the navigation's first state is committed, before the browser runs anything else.
  useLayoutEffect(() => {
    if (!navigating) return;
    unstable_forceFrameRate(NAVIGATION_SLICES_PER_SECOND);
    return () => unstable_forceFrameRate(0);
  }, [navigating]);
  return null;
}
