import { NavLink, Outlet, useNavigation } from "react-router";
import { clsx } from "clsx";
import { requireAdmin } from "~/features/accounts/session.server";
import type { Route } from "./+types/layout";

// The guard of every admin page, loader and action: middleware runs before any of them (they run
// in parallel), so a route added here is guarded without a check of its own. Routes read the
// administrator with `guardedAdmin`.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }) => {
    await requireAdmin(context);
  },
];

const ITEMS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/tools", label: "Tools", end: false },
  { to: "/admin/submissions", label: "Submissions", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/comments", label: "Comments", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/messages", label: "Messages", end: false },
  { to: "/admin/applications", label: "Applications", end: false },
  { to: "/admin/traffic", label: "Traffic", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/notify", label: "Notify requests", end: false },
  { to: "/", label: "Back to site", end: true },
] as const;

/** The admin area's shell: its own menu beside the page. */
export default function AdminLayout() {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <aside className="shrink-0 md:sticky md:top-24 md:w-56 md:self-start">
        <nav aria-label="Admin" className="rounded-xl border border-slate-200 bg-white p-2">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    clsx(
                      "flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap md:min-h-0",
                      isActive && item.to !== "/"
                        ? "bg-brand-50 text-brand-700"
                        : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        {loading ? (
          <div role="status" aria-live="polite" className="space-y-4">
            <span className="sr-only">Loading…</span>
            <div className="h-9 w-64 animate-pulse rounded bg-slate-200" />
            <div className="grid gap-4 sm:grid-cols-3">
              {[0, 1, 2].map((key) => (
                <div key={key} className="h-24 animate-pulse rounded-xl bg-slate-100" />
              ))}
            </div>
          </div>
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  );
}
