import { Link } from "react-router";
import { guardedUser } from "~/features/accounts/session.server";
import { TOOL_STATUS_LABELS } from "~/features/catalogue/constants";
import { listOwnedTools } from "~/features/makers/dashboard.server";
import { CLAIM_LINK_LABEL } from "~/features/makers/constants";
import { longDate } from "~/lib/dates";
import { dashboardToolPath } from "~/lib/paths";
import type { Route } from "./+types/tools";

// docs/product.md#your-tools: the listings the signed-in user owns, each leading to its figures.

export async function loader({ context }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const tools = await listOwnedTools(user.id);
  return {
    tools: tools.map((tool) => ({ ...tool, since: tool.since.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Your Tools | AI Tools Directory" },
  { name: "description", content: "The listings you own, and how visitors reach them." },
  { name: "robots", content: "noindex" },
];

export default function DashboardTools({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData;
  return (
    <div className="min-w-0">
      <h1 className="text-3xl font-bold text-slate-900">Your Tools</h1>
      {tools.length === 0 ? (
        <div className="mt-6 max-w-2xl space-y-3 text-slate-700">
          <p>
            You do not own a tool&apos;s listing. The maker who owns a listing sees here how many
            people viewed its page, visited its website, saved it and reviewed it.
          </p>
          <p>
            {`To own yours, open its page in the directory and follow "${CLAIM_LINK_LABEL}" under "Facts and sources": you prove that you control its website's domain by an email to an address on it, or by a token on the website. `}
            <Link to="/" className="font-medium text-brand-700 hover:underline">
              Find your tool in the directory
            </Link>
            .
          </p>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {tools.map((tool) => (
            <li key={tool.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link
                to={dashboardToolPath(tool.id)}
                className="text-lg font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
              >
                {tool.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {[
                  tool.status === "published" ? null : TOOL_STATUS_LABELS[tool.status],
                  tool.reviewCount > 0 && tool.rating !== null
                    ? `${tool.rating.toFixed(1)} of 5 from ${tool.reviewCount.toLocaleString("en-US")} ${tool.reviewCount === 1 ? "review" : "reviews"}`
                    : "No reviews yet",
                  `Yours since ${longDate(tool.since)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
