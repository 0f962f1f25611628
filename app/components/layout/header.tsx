import { memo, useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { SiteLink } from "~/components/ui/site-link";
import { useRootData } from "~/lib/root-data";
import { clsx } from "clsx";
import { SITE } from "~/lib/site";
import { HEADER_LINKS, HEADER_SHADOW_AFTER_PX } from "./constants";
import { SearchToggle, SiteSearchForm } from "./site-search";
import { ThemeToggle } from "./theme";
import { useScrolledPast } from "./use-scrolled-past";
import { accountLinks, UserMenu, useSignOut, type HeaderUser } from "./user-menu";
import { CloseIcon, Icon } from "~/components/ui/icon";

const linkLook = (isActive: boolean) =>
  clsx(
    "rounded-md px-3 font-medium whitespace-nowrap transition-colors",
    isActive
      ? "text-brand-700 bg-brand-50"
      : "text-slate-700 hover:text-slate-950 hover:bg-slate-100",
  );

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(linkLook(isActive), "py-2 text-sm md:px-1.5 xl:px-3");

// The mobile menu's rows are tapped: a full 44 px each, in body-size text.
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(linkLook(isActive), "flex min-h-11 items-center py-2 text-base");

/**
 * The site's header. The root layout's own renders do not draw it again; its sign-out fetcher
 * still follows the router's state, so it is drawn on each change of that.
 */
export const Header = memo(function Header() {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const location = useLocation();
  const root = useRootData<{ user: HeaderUser | null }>();
  // Without the root's data (an outage page) it is unknown who is signed in: no account links.
  const user = root?.user ?? null;
  const accountKnown = root !== undefined;
  const { signOut, busy: signingOut } = useSignOut();

  // A navigation closes the mobile menu (state adjusted during render, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  // While the mobile menu is open the page behind it does not scroll; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={clsx(
        "sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow",
        scrolled && "shadow-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:gap-1 md:px-4 xl:gap-4 xl:px-6">
        <SiteLink
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-bold text-slate-900 md:shrink-0"
        >
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white"
          >
            AI
          </span>
          {/* Below 1280 px the links need the room; the mark alone links home there. */}
          <span className="truncate md:sr-only xl:not-sr-only">{SITE.name}</span>
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* The search, the account links and the menu button, together at the right. */}
        <div className="flex shrink-0 items-center gap-1 xl:gap-2">
          <SiteSearchForm
            label="Search the directory"
            placeholder="Search tools"
            button={false}
            className="hidden w-52 xl:flex"
          />
          <ThemeToggle />
          <SearchToggle
            open={searchOpen}
            controls={searchId}
            onToggle={() => {
              setMenuOpen(false);
              setSearchOpen((open) => !open);
            }}
          />
          <div className="hidden items-center gap-2 md:flex">
            {!accountKnown ? null : user ? (
              <UserMenu user={user} signOut={signOut} busy={signingOut} />
            ) : (
              <>
                <SiteLink
                  to="/login"
                  className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 md:px-1.5 xl:px-3"
                >
                  Sign In
                </SiteLink>
                <SiteLink
                  to="/signup"
                  className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700 md:px-2 xl:px-3"
                >
                  Sign Up
                </SiteLink>
              </>
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => {
              setSearchOpen(false);
              setMenuOpen((open) => !open);
            }}
          >
            {menuOpen ? (
              <CloseIcon className="size-6" />
            ) : (
              <Icon className="size-6">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </Icon>
            )}
          </button>
        </div>
      </div>
      <div
        id={searchId}
        hidden={!searchOpen}
        className="border-t border-slate-200 bg-white px-4 py-3 sm:px-6 xl:hidden"
      >
        <div className="mx-auto max-w-3xl">
          {searchOpen ? (
            <SiteSearchForm label="Search the directory" autoFocus className="w-full" />
          ) : null}
        </div>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white md:hidden"
      >
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-4">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={mobileLinkClass}>
              {link.label}
            </NavLink>
          ))}
          {accountKnown ? <hr className="my-2 border-slate-200" /> : null}
          {!accountKnown ? null : user ? (
            <>
              <p className="truncate px-3 py-2 text-sm text-slate-600">{user.email}</p>
              {accountLinks(user).map((link) => (
                <NavLink key={link.to} to={link.to} end className={mobileLinkClass}>
                  {link.label}
                </NavLink>
              ))}
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  signOut();
                }}
                className={clsx(mobileLinkClass({ isActive: false }), "w-full text-left")}
              >
                Sign Out
              </button>
            </>
          ) : (
            <>
              <NavLink to="/login" className={mobileLinkClass}>
                Sign In
              </NavLink>
              <NavLink to="/signup" className={mobileLinkClass}>
                Sign Up
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
});
