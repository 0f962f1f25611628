import { useEffect, useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/icon";

/** The browser's local-storage key of the visitor's choice ("light" or "dark"); unset: the system's. */
export const THEME_KEY = "aitools:theme";

/**
 * Run in <head> before anything paints, so a page never flashes in the other theme: the
 * visitor's choice, or else the system's preference, as the .dark class on <html>.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");document.documentElement.classList.toggle("dark",t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches)}catch(e){}`;

type Theme = "light" | "dark";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The theme the page is drawn in now (light while rendered on the server). */
export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => "light",
  );
}

function storedChoice(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The header's theme switch: shows the theme it switches to, and remembers the choice in this
 * browser. Until the visitor chooses, the page follows the system's setting, also as it changes.
 */
export function ThemeToggle() {
  const theme = useTheme();

  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (storedChoice() === null) {
        document.documentElement.classList.toggle("dark", query.matches);
      }
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={next === "dark" ? "Use dark theme" : "Use light theme"}
      title={next === "dark" ? "Dark theme" : "Light theme"}
      onClick={() => {
        document.documentElement.classList.toggle("dark", next === "dark");
        try {
          window.localStorage.setItem(THEME_KEY, next);
        } catch {
          // Storage blocked: the choice lasts until the page is left.
        }
      }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:size-9"
    >
      <Icon>
        {next === "dark" ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </Icon>
    </button>
  );
}
