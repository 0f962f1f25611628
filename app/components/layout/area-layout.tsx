import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { clsx } from "clsx";

/** One entry of an area's menu; `icon` is an SVG path drawn beside the label. */
export type AreaMenuItem = { to: string; label: string; end: boolean; icon?: string };

/**
 * The shell of a signed-in area (admin, dashboard): its menu beside the page from md, in rows
 * that wrap above it on narrow screens. `collapsed` keeps only the icons beside the page;
 * `menuTop` goes above the menu's entries, and the links leading out of the area are never shown
 * as the current page.
 */
export function AreaLayout({
  label,
  items,
  children,
  asideClassName,
  collapsed = false,
  fillRows = false,
  menuTop,
  testId,
}: {
  /** The navigation's accessible name. */
  label: string;
  items: readonly AreaMenuItem[];
  children: ReactNode;
  /** The menu's width beside the page. */
  asideClassName: string;
  collapsed?: boolean;
  /** Below md, each row's entries share its width. */
  fillRows?: boolean;
  menuTop?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <aside
        data-testid={testId}
        className={clsx("shrink-0 md:sticky md:top-24 md:self-start", asideClassName)}
      >
        <nav aria-label={label} className="rounded-xl border border-slate-200 bg-white p-2">
          {menuTop}
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {items.map((item) => (
              <li key={item.to} className={clsx(fillRows && "grow md:grow-0")}>
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
                  {item.icon ? (
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
                  ) : null}
                  <span className={clsx(collapsed && "md:sr-only")}>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
