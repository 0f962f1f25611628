import { useEffect, useLayoutEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";

/** How long a navigation or a form's submission runs before the bar appears (no flash on fast ones). */
const SHOW_AFTER_MS = 150;

/**
 * A slim bar across the top of the window while a page loads or a form is sent, shown only for
 * those that take longer than SHOW_AFTER_MS. It creeps towards the end while waiting, fills up
 * when done and fades out.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  // Started as the busy state is committed, so the delay counts from the moment the page shows it.
  useLayoutEffect(() => {
    const timer = busy
      ? window.setTimeout(() => setPhase("running"), SHOW_AFTER_MS)
      : window.setTimeout(() => setPhase((current) => (current === "running" ? "done" : "idle")));
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("idle"), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy={phase === "running"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        data-phase={phase}
        className="h-full origin-left bg-brand-600 data-[phase=done]:opacity-0 data-[phase=done]:transition-[transform,opacity] data-[phase=done]:duration-300 data-[phase=running]:animate-[progress_8s_cubic-bezier(0.1,0.7,0.2,1)_forwards]"
        style={phase === "done" ? { transform: "scaleX(1)" } : undefined}
      />
    </div>
  );
}
