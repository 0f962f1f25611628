import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/ui/toaster";
import type { FormFailure } from "~/lib/form-reply";

export type HeaderUser = { email: string; name: string; isAdmin: boolean };

const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/dashboard/profile", label: "Profile" },
  { to: "/dashboard/saved-tools", label: "Saved Tools" },
] as const;

/** The signed-in menu's links: the spec's three, and the admin area for administrators. */
export function accountLinks(user: HeaderUser) {
  return user.isAdmin ? [...ACCOUNT_LINKS, { to: "/admin", label: "Admin" }] : ACCOUNT_LINKS;
}

/**
 * Signs out; the action leads home with its toast, or answers the failure toast
 * (docs/product.md#sessions).
 */
export function useSignOut() {
  const fetcher = useFetcher<FormFailure>();
  const failure = fetcher.data;
  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure]);
  return {
    busy: fetcher.state !== "idle",
    signOut: () => fetcher.submit({}, { method: "post", action: "/logout" }),
  };
}

/**
 * The signed-in header menu: the email, the account pages and Sign Out. The sign-out state lives
 * in the header, which stays mounted when this menu goes away with the session.
 */
export function UserMenu({
  user,
  signOut,
  busy,
}: {
  user: HeaderUser;
  signOut: () => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const initial = user.email.charAt(0).toUpperCase();
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {initial}
        </span>
        <span className="sr-only lg:not-sr-only">Account</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 py-2 text-sm text-slate-600" title={user.email}>
          {user.email}
        </p>
        <hr className="my-1 border-slate-200" />
        <ul>
          {accountLinks(user).map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-1 border-slate-200" />
        <form
          method="post"
          action="/logout"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            signOut();
          }}
        >
          <button
            type="submit"
            disabled={busy}
            className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            Sign Out
          </button>
        </form>
      </div>
    </div>
  );
}
