import { countUsers } from "~/features/accounts/queries.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { DataManagement } from "~/features/admin/components/data-management";
import { ADMIN_PAGE_HEADERS, ADMIN_TEXTS } from "~/features/admin/constants";
import {
  countTools,
  listCategories,
  listPricingOptions,
} from "~/features/catalogue/queries.server";
import type { Route } from "./+types/overview";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAdmin(context);
  const [totalTools, totalUsers, categories, pricingOptions] = await Promise.all([
    countTools(),
    countUsers(),
    listCategories(),
    listPricingOptions(),
  ]);
  return {
    email: user.email,
    totalTools,
    totalUsers,
    categories: categories.map((row) => row.name),
    pricingOptions: pricingOptions.map((row) => row.name),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN_TEXTS.title} | AI Tools Directory` },
  { name: "robots", content: "noindex" },
];

function StatCard({
  label,
  value,
  text = false,
}: {
  label: string;
  value: string;
  text?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p
        className={
          text
            ? "mt-2 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900"
            : "mt-2 text-2xl font-bold text-slate-900"
        }
      >
        {value}
      </p>
    </div>
  );
}

/** Spec 2 §2: the admin overview. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{ADMIN_TEXTS.title}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Tools" value={loaderData.totalTools.toLocaleString("en-US")} />
        <StatCard label="Total Users" value={loaderData.totalUsers.toLocaleString("en-US")} />
        <StatCard label="Admin Email" value={loaderData.email} text />
      </div>
      <DataManagement
        totalTools={loaderData.totalTools}
        categories={loaderData.categories}
        pricingOptions={loaderData.pricingOptions}
      />
    </div>
  );
}
