import type { ReactNode } from "react";
import { Outlet, useNavigation, useRouteLoaderData } from "react-router";
import { AreaLayout } from "~/components/layout/area-layout";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
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
  { to: "/admin/edits", label: "Suggested edits", end: false },
  { to: "/admin/owners", label: "Owners", end: false },
  { to: "/admin/comments", label: "Comments", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/messages", label: "Messages", end: false },
  { to: "/admin/applications", label: "Applications", end: false },
  { to: "/admin/traffic", label: "Traffic", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/notify", label: "Notify requests", end: false },
  { to: "/", label: "Back to site", end: true },
] as const;

function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AreaLayout label="Admin" items={ITEMS} asideClassName="md:w-56">
      {children}
    </AreaLayout>
  );
}

/** The admin area's shell: its own menu beside the page. */
export default function AdminLayout() {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <AdminShell>
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
    </AdminShell>
  );
}

/** An admin page's error inside the admin shell, so its menu leads on; only an administrator's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isAdmin = useRouteLoaderData<{ user: { isAdmin: boolean } | null }>("root")?.user?.isAdmin;
  const page = <GeneralErrorBoundary error={error} />;
  return isAdmin ? <AdminShell>{page}</AdminShell> : page;
}
