import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { clsx } from "clsx";
import { requireUser } from "~/features/accounts/session.server";
import type { Route } from "./+types/layout";
import { Icon } from "~/components/ui/icon";

// The guard of every dashboard page, loader and action: middleware runs before any of them (they
// run in parallel), so a route added here is guarded without a check of its own. Routes read the
// user with `guardedUser`.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireUser(context, request);
  },
];

const ITEMS = [
  { to: "/dashboard", label: "Overview", end: true, icon: "M3 12l9-8 9 8M5 10v10h14V10" },
  {
    to: "/dashboard/profile",
    label: "Profile",
    end: false,
    icon: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0",
  },
  { to: "/dashboard/saved-tools", label: "Saved Tools", end: false, icon: "M6 3h12v18l-6-4-6 4z" },
  {
    to: "/dashboard/reviews",
    label: "Your Reviews",
    end: false,
    icon: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  },
  { to: "/", label: "Back to Home", end: true, icon: "M15 18l-6-6 6-6" },
] as const;

/** The dashboard shell (spec 2 §2): a side menu that collapses from 240 px to 70 px. */
export default function DashboardLayout() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <aside
        data-testid="dashboard-sidebar"
        className={clsx(
          "shrink-0 transition-[width] duration-200 md:sticky md:top-24 md:self-start",
          collapsed ? "md:w-[70px]" : "md:w-60",
        )}
      >
        <nav aria-label="Dashboard" className="rounded-xl border border-slate-200 bg-white p-2">
          <button
            type="button"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
            className="mb-1 hidden w-full items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100 md:flex"
          >
            <Icon>
              <path d={collapsed ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} />
            </Icon>
            <span className="sr-only">{collapsed ? "Expand menu" : "Collapse menu"}</span>
          </button>
          {/* Rows that wrap below md, each item as wide as its label (never cut), sharing the
              row's width; a column beside the page from md. */}
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {ITEMS.map((item) => (
              <li key={item.to} className="grow md:grow-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  title={collapsed ? item.label : undefined}
                  className={({ isActive }) =>
                    clsx(
                      "flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap md:min-h-0 md:gap-3",
                      collapsed && "md:justify-center md:px-0",
                      isActive && item.to !== "/"
                        ? "bg-brand-50 text-brand-700"
                        : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="size-5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d={item.icon} />
                  </svg>
                  <span className={clsx(collapsed && "md:sr-only")}>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
