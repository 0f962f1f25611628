import type { ReactNode } from "react";
import { Link } from "react-router";
import { TrafficChart } from "~/features/admin/components/traffic-chart";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { readTraffic } from "~/features/analytics/admin-traffic.server";
import { TRAFFIC_DAYS } from "~/features/analytics/constants";
import { getToolsByIds } from "~/features/catalogue/tool-reads.server";
import { slugify } from "~/features/catalogue/tool";
import { longDate } from "~/lib/dates";
import { toolPath } from "~/lib/paths";
import type { Route } from "./+types/traffic";

export async function loader() {
  const traffic = await readTraffic();
  const named = new Map(
    (await getToolsByIds(traffic.tools.map((tool) => tool.id))).map((tool) => [tool.id, tool.name]),
  );
  const { countedAt } = traffic;
  return {
    ...traffic,
    // Written here, so the page's script carries no date formatting of its own.
    counted: countedAt
      ? `Counted on ${longDate(countedAt)} at ${countedAt.slice(11, 16)} UTC; the site counts again every hour.`
      : null,
    tools: traffic.tools.map((tool) => ({ ...tool, name: named.get(tool.id) ?? null })),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Traffic | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

function Ranked({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: { key: string; label: ReactNode; views: number; extra?: string }[];
}) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{row.label}</span>
              <span className="shrink-0 text-slate-900 tabular-nums">
                {`${row.views.toLocaleString("en-US")}${row.extra ?? ""}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The site's own traffic of the last 30 days: per day, top pages, referrers and tools. */
export default function AdminTraffic({ loaderData }: Route.ComponentProps) {
  const { counted, days, pages, referrers, tools } = loaderData;
  if (!counted) {
    return (
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Traffic</h1>
        <p className="mt-2 text-slate-700">
          Not counted yet. The site counts its page views every hour, first a few minutes after the
          server starts; the figures appear here then.
        </p>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Traffic</h1>
      <p className="mt-2 text-slate-700">
        {`The last ${TRAFFIC_DAYS} days, in UTC, from the site's own records: no cookies, no addresses, no third party.`}
      </p>
      <p className="mt-1 text-sm text-slate-600">{counted}</p>
      <TrafficChart days={days} />
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <Ranked
          title="Top pages"
          empty="No page views yet."
          rows={pages.map((page) => ({ key: page.path, label: page.path, views: page.views }))}
        />
        <Ranked
          title="Top referrers"
          empty="No visit came from another site yet."
          rows={referrers.map((ref) => ({ key: ref.host, label: ref.host, views: ref.views }))}
        />
        <Ranked
          title="Tools: views and saves"
          empty="No tool page was viewed yet."
          rows={tools.map((tool) => ({
            key: tool.id,
            label: tool.name ? (
              <Link
                to={toolPath({ id: tool.id, slug: slugify(tool.name) })}
                className="text-brand-700 hover:underline"
              >
                {tool.name}
              </Link>
            ) : (
              `${tool.id} (not published)`
            ),
            views: tool.views,
            extra: ` · ${tool.saves.toLocaleString("en-US")} ${tool.saves === 1 ? "save" : "saves"}`,
          }))}
        />
      </div>
    </div>
  );
}
