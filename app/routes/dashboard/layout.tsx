import { useState, type ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { useRootData } from "~/lib/root-data";
import { clsx } from "clsx";
import { AreaLayout } from "~/components/layout/area-layout";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { Icon } from "~/components/ui/icon";
import { guardedUser, requireUser } from "~/features/accounts/session.server";
import { ownsAnyTool } from "~/features/makers/dashboard.server";
import type { Route } from "./+types/layout";

// The guard of every dashboard page, loader and action: middleware runs before any of them (they
// run in parallel), so a route added here is guarded without a check of its own. Routes read the
// user with `guardedUser`.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireUser(context, request);
  },
];

/** Whether the menu offers "Your Tools": only to the owner of at least one tool's listing. */
export async function loader({ context }: Route.LoaderArgs) {
  return { ownsTools: await ownsAnyTool(guardedUser(context).id) };
}

const YOUR_TOOLS = {
  to: "/dashboard/tools",
  label: "Your Tools",
  end: false,
  icon: "M4 7h16v12H4zM9 7V5h6v2M4 12h16",
} as const;

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

/**
 * The dashboard shell (docs/product.md#dashboard): a side menu that collapses from 240 px to 70 px.
 */
function DashboardShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const ownsTools = useRouteLoaderData<typeof loader>("routes/dashboard/layout")?.ownsTools;
  const items = ownsTools ? [...ITEMS.slice(0, 4), YOUR_TOOLS, ...ITEMS.slice(4)] : ITEMS;
  return (
    <AreaLayout
      label="Dashboard"
      items={items}
      testId="dashboard-sidebar"
      asideClassName={clsx(
        "transition-[width] duration-200",
        collapsed ? "md:w-[70px]" : "md:w-60",
      )}
      collapsed={collapsed}
      // Rows that wrap below md, each item as wide as its label (never cut), sharing the row's
      // width; a column beside the page from md.
      fillRows
      menuTop={
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
      }
    >
      {children}
    </AreaLayout>
  );
}

export default function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}

/** A dashboard page's error inside the dashboard shell, so its menu leads on; only a user's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedIn = Boolean(useRootData<{ user: unknown }>()?.user);
  const page = <GeneralErrorBoundary error={error} />;
  return signedIn ? <DashboardShell>{page}</DashboardShell> : page;
}
