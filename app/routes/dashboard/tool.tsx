import { data, Link } from "react-router";
import { clsx } from "clsx";
import { guardedUser } from "~/features/accounts/session.server";
import { TOOL_STATUS_LABELS } from "~/features/catalogue/constants";
import { fieldLabel } from "~/features/catalogue/change-words";
import { slugify } from "~/features/catalogue/tool";
import { ToolChart } from "~/features/makers/components/tool-chart";
import { ownedTool, toolDashboard } from "~/features/makers/dashboard.server";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "~/features/makers/constants";
import { DashboardPeriodSchema } from "~/features/makers/schema";
import { StarRow } from "~/features/reviews/components/star-row";
import type { VisitSource } from "~/db/visit-sources";
import { longDate } from "~/lib/dates";
import { dashboardToolPath, toolPath, toolSuggestPath } from "~/lib/paths";
import type { Route } from "./+types/tool";

// docs/product.md#your-tools: what a listing does for its owner, over the last 7, 30 or 90 days.
// Only the tool's owner at this moment sees it: the loader checks it at every request, and anyone
// else gets the not-found page, as if there were no such page.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const tool = await ownedTool(user.id, params.id);
  if (!tool) throw data(null, { status: 404 });
  const days = DashboardPeriodSchema.parse(new URL(request.url).searchParams.get("days") ?? 30);
  const figures = await toolDashboard(tool.id, user.id, days);
  return {
    tool: {
      ...tool,
      page:
        tool.status === "published" ? toolPath({ id: tool.id, slug: slugify(tool.name) }) : null,
    },
    ...figures,
    period: days,
    suggestions: figures.suggestions.map((suggestion) => ({
      ...suggestion,
      fields: suggestion.fields.map(fieldLabel),
      applied: suggestion.applied?.map(fieldLabel) ?? null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.tool.name ?? "Your tool"} | Your Tools | AI Tools Directory` },
  {
    name: "description",
    content: `Page views, visits, reviews and suggested changes of ${loaded?.tool.name ?? "your tool"}.`,
  },
  { name: "robots", content: "noindex" },
];

const SOURCE_LABELS: Record<VisitSource, string> = {
  tool: "The tool's page (Visit Website)",
  compare: "Compare",
  api: "API",
  mcp: "AI assistants (MCP)",
  other: "Other links",
};

const number = (n: number) => n.toLocaleString("en-US");

function PeriodSwitch({ toolId, days }: { toolId: string; days: DashboardPeriod }) {
  return (
    <nav aria-label="Period" className="mt-4 flex flex-wrap gap-2">
      {DASHBOARD_PERIODS.map((period) => (
        <Link
          key={period}
          to={`${dashboardToolPath(toolId)}${period === 30 ? "" : `?days=${period}`}`}
          aria-current={period === days ? "page" : undefined}
          preventScrollReset
          className={clsx(
            "inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium",
            period === days
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
          )}
        >
          {`Last ${period} days`}
        </Link>
      ))}
    </nav>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{number(value)}</dd>
    </div>
  );
}

function Section({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const SUGGESTION_STATES = {
  pending: "Waiting for an administrator",
  accepted: "Accepted",
  rejected: "Rejected",
} as const;

export default function DashboardTool({ loaderData }: Route.ComponentProps) {
  const {
    tool,
    period: days,
    totals,
    sources,
    latestReviews,
    suggestions,
    viewsCountedAt,
  } = loaderData;
  const period = `in the last ${days} days`;
  return (
    <div className="min-w-0">
      <p className="text-sm">
        <Link to="/dashboard/tools" className="font-medium text-brand-700 hover:underline">
          Your Tools
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {tool.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {tool.page ? (
          <Link to={tool.page} className="font-medium text-brand-700 hover:underline">
            Open its page
          </Link>
        ) : (
          `${TOOL_STATUS_LABELS[tool.status]}: its page is not shown in the directory.`
        )}
      </p>
      <PeriodSwitch toolId={tool.id} days={days} />
      <p className="mt-3 text-sm text-slate-700">
        {`Days in UTC, today included. Page views are added up every hour${viewsCountedAt ? ` (last on ${longDate(viewsCountedAt)} at ${viewsCountedAt.slice(11, 16)} UTC)` : ""}; visits, saves and reviews count at once.`}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label={`Page views ${period}`} value={totals.views} />
        <Figure label={`Website visits ${period}`} value={totals.visits} />
        <Figure label={`Saved ${period} (still in a toolkit)`} value={totals.saves} />
        <Figure label={`Reviews ${period} (published)`} value={totals.reviews} />
      </dl>

      <Section title="Day by day" id="days-heading">
        {totals.views === 0 && totals.visits === 0 ? (
          <p className="mt-2 text-slate-700">{`No page views and no website visits in the last ${days} days.`}</p>
        ) : (
          <ToolChart days={loaderData.days} />
        )}
      </Section>

      <Section title="Where visits came from" id="sources-heading">
        {sources.length === 0 ? (
          <p className="mt-2 text-slate-700">{`No website visits ${period}.`}</p>
        ) : (
          <ul className="mt-2 max-w-md space-y-1 text-sm">
            {sources.map((row) => (
              <li key={row.source} className="flex items-baseline justify-between gap-3">
                <span className="text-slate-800">{SOURCE_LABELS[row.source]}</span>
                <span className="text-slate-900 tabular-nums">{number(row.visits)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Reviews" id="reviews-heading">
        <p className="mt-2 text-slate-700">
          {tool.reviewCount > 0 && tool.rating !== null
            ? `Average ${tool.rating.toFixed(1)} of 5 from ${number(tool.reviewCount)} published ${tool.reviewCount === 1 ? "review" : "reviews"}.`
            : "No published reviews yet."}
        </p>
        {latestReviews.length > 0 && (
          <ol className="mt-3 space-y-3">
            {latestReviews.map((review) => (
              <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <StarRow stars={review.stars} />
                <p className="mt-1 font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {review.title}
                </p>
                <p className="text-sm text-slate-600">
                  {`${review.author}, ${longDate(review.createdAt)}`}
                </p>
                {tool.page && (
                  <Link
                    to={`${tool.page}#reviews`}
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline sm:min-h-0"
                  >
                    Read and reply on the tool&apos;s page
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Your suggested edits" id="suggestions-heading">
        {suggestions.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {"You have not suggested an edit of this listing. "}
            {tool.page && (
              <Link
                to={toolSuggestPath(tool.id)}
                className="font-medium text-brand-700 hover:underline"
              >
                Suggest an edit
              </Link>
            )}
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {suggestions.map((suggestion) => (
              <li
                key={suggestion.id}
                className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
              >
                <p className="font-medium text-slate-900">
                  {`${longDate(suggestion.createdAt)}: ${suggestion.fields.join(", ")}`}
                </p>
                <p className="mt-1 text-slate-700">
                  {suggestion.status === "accepted" && suggestion.applied
                    ? `${SUGGESTION_STATES.accepted}${suggestion.decidedAt ? ` on ${longDate(suggestion.decidedAt)}` : ""}: ${suggestion.applied.join(", ")}`
                    : suggestion.status === "rejected"
                      ? `${SUGGESTION_STATES.rejected}${suggestion.decidedAt ? ` on ${longDate(suggestion.decidedAt)}` : ""}${suggestion.reason ? `: ${suggestion.reason}` : ""}`
                      : SUGGESTION_STATES[suggestion.status]}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
