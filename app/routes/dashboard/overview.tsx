import { Link } from "react-router";
import { guardedUser } from "~/features/accounts/session.server";
import { getToolsByIds } from "~/features/catalogue/tool-reads.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { slugify, toSummary } from "~/features/catalogue/tool";
import { listOwnSubmissions } from "~/features/submissions/queries.server";
import {
  OwnSubmissions,
  type OwnSubmission,
} from "~/features/submissions/components/own-submissions";
import { toolPath } from "~/lib/paths";
import { DashboardToolCard } from "~/features/dashboard/components/dashboard-tool-card";
import { newestSavedToolIds } from "~/features/saved-tools/queries.server";
import type { Route } from "./+types/overview";

/** docs/product.md#dashboard-overview: three saved and three recent tools on the overview. */
const OVERVIEW_TOOLS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const user = guardedUser(context);
  // The newest tools' list counts every published tool too (no filter, no text to match).
  const [{ ids: savedIds, total: savedCount }, recent, submitted] = await Promise.all([
    newestSavedToolIds(user.id, OVERVIEW_TOOLS),
    searchTools(ToolQuerySchema.parse({ sort: "newest", pageSize: String(OVERVIEW_TOOLS) })),
    listOwnSubmissions(user.id),
  ]);
  const saved = await getToolsByIds(savedIds);
  const byId = new Map(saved.map((tool) => [tool.id, tool]));
  return {
    email: user.email,
    toolCount: recent.total,
    savedCount,
    saved: savedIds.flatMap((id) => (byId.has(id) ? [toSummary(byId.get(id)!)] : [])),
    recent: recent.tools.map(toSummary),
    submissions: submitted.map((row): OwnSubmission => ({
      id: row.id,
      name: row.name,
      status: row.status,
      reason: row.reason,
      submittedAt: row.submittedAt.toISOString(),
      statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
      toolHref:
        row.toolId && row.toolName && row.toolStatus === "published"
          ? toolPath({ id: row.toolId, slug: slugify(row.toolName) })
          : null,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | AI Tools Directory" },
  { name: "description", content: "Your saved tools, your reviews and the listings you own." },
  { name: "robots", content: "noindex" },
];

function StatCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function ToolSection({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <Link to={viewAll} className="text-sm font-semibold text-brand-700 hover:underline">
          View All<span className="sr-only"> {title}</span>
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { email, toolCount, savedCount, saved, recent, submissions } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">
        Welcome back
        <span className="block text-lg font-medium wrap-anywhere text-slate-600">{email}</span>
      </h1>
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Tools Count">
          <p className="text-3xl font-bold text-slate-900">{toolCount.toLocaleString("en-US")}</p>
          <p className="text-sm text-slate-600">AI tools in the directory</p>
        </StatCard>
        <StatCard label="Saved Tools">
          <p className="text-3xl font-bold text-slate-900">{savedCount.toLocaleString("en-US")}</p>
          <p className="text-sm text-slate-600">in your toolkit</p>
        </StatCard>
        <StatCard label="Account Status">
          <p className="text-xl font-bold text-slate-900">Free Tier</p>
          <button
            type="button"
            disabled
            className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-600 disabled:cursor-not-allowed"
          >
            Upgrade coming soon
          </button>
        </StatCard>
      </div>
      <ToolSection title="Your Saved Tools" viewAll="/dashboard/saved-tools">
        {saved.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            You haven&apos;t saved any tools yet.{" "}
            <Link to="/categories" className="font-semibold text-brand-700 hover:underline">
              Browse Tools
            </Link>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((tool) => (
              <li key={tool.id}>
                <DashboardToolCard tool={tool} />
              </li>
            ))}
          </ul>
        )}
      </ToolSection>
      {submissions.length > 0 ? <OwnSubmissions submissions={submissions} /> : null}
      <ToolSection title="Recently Added Tools" viewAll="/categories">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((tool) => (
            <li key={tool.id}>
              <DashboardToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </ToolSection>
    </div>
  );
}
