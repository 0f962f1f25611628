import { Form, Link } from "react-router";
import { ColumnHeadings } from "~/features/admin/components/column-headings";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { AdminToolListSchema } from "~/features/admin/schema";
import {
  ADMIN_TOOLS_PAGE_SIZE,
  listToolsForAdmin,
} from "~/features/catalogue/admin-queries.server";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { TOOL_STATUS_LABELS, TOOL_STATUSES } from "~/features/catalogue/constants";
import { countOf } from "~/lib/count";
import type { Route } from "./+types/tools";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = AdminToolListSchema.parse(Object.fromEntries(params));
  const list = await listToolsForAdmin(query);
  return { ...list, query, pageCount: Math.ceil(list.total / ADMIN_TOOLS_PAGE_SIZE) };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Tools | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

const TOOL_COLUMNS = [
  { label: "Name", className: "px-3 py-2 font-medium" },
  { label: "Status", className: "w-24 px-3 py-2 font-medium sm:w-28" },
  { label: "Pricing", className: "hidden w-32 px-3 py-2 font-medium md:table-cell" },
  { label: "Updated", className: "hidden w-32 px-3 py-2 font-medium lg:table-cell" },
];

/** Every tool, whatever its status: search, filter, open one to edit it (decision 013). */
export default function AdminTools({ loaderData }: Route.ComponentProps) {
  const { tools, total, query, pageCount } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Tools</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/tools/import"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Import
          </Link>
          <Link
            to="/admin/tools/new"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            New tool
          </Link>
        </div>
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="admin-tools-q" className="block text-sm font-medium text-slate-800">
            Name or id
          </label>
          <input
            id="admin-tools-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={query.q ?? ""}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        <div>
          <label htmlFor="admin-tools-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="admin-tools-status"
            name="status"
            defaultValue={query.status ?? ""}
            className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">All</option>
            {TOOL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TOOL_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Search
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {countOf(total, "tool")}
      </p>
      {tools.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No tools match.
        </p>
      ) : (
        <table className="mt-3 w-full table-fixed overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <ColumnHeadings columns={TOOL_COLUMNS} />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tools.map((tool) => (
              <tr key={tool.id}>
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/tools/${encodeURIComponent(tool.id)}`}
                    className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
                  >
                    {tool.name}
                  </Link>
                  <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
                    {tool.id}
                    {tool.category.length ? ` · ${tool.category.join(", ")}` : ""}
                  </p>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={tool.status} />
                </td>
                <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{tool.pricing}</td>
                <td className="hidden px-3 py-2 text-slate-700 lg:table-cell">
                  {day(tool.updatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
