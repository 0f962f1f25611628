import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useNavigate, type NavigateFunction } from "react-router";

// React Router's <Link> reads the router's location, its route and its navigation in about a
// dozen hooks per link, so that it can resolve relative paths; a list of cards made each of its
// links do that work on every search (about a fifth of the script a new list ran). A link to an
// absolute path of the site needs none of it: a SiteLink is a plain anchor whose click the
// router takes, as <Link> does, through one navigate function shared by every link.

const SiteNavigation = createContext<NavigateFunction | null>(null);

/** Gives every SiteLink under it the router's navigate function (the root layout renders it). */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  // Its identity stays the same across renders, so the links under it are not drawn again.
  const navigate = useNavigate();
  return <SiteNavigation value={navigate}>{children}</SiteNavigation>;
}

/**
 * The navigate function the site's links share, for a part that navigates by itself (a search
 * form); null outside the root layout, where the browser's own navigation is left to happen.
 */
export function useSiteNavigate() {
  return useContext(SiteNavigation);
}

/** A click the browser would follow in this tab: the main button, no modifier key. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === "_self")
  );
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path of the site, with its query and hash if any. */
  to: `/${string}`;
  /** Keeps the scroll position, as <Link preventScrollReset> does. */
  preventScrollReset?: boolean;
};

/**
 * A link to a path of the site, followed by the router without loading the page (a new tab, a
 * modified click or a page without scripts follow it as any link). Like <Link>, it is marked for
 * React Router's route discovery, and a link to the address already shown replaces it in the
 * history instead of adding it again.
 */
export function SiteLink({ to, preventScrollReset, onClick, ...props }: SiteLinkProps) {
  const navigate = useSiteNavigate();
  return (
    <a
      {...props}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: `${pathname}${search}${hash}` === to, preventScrollReset });
      }}
    />
  );
}
