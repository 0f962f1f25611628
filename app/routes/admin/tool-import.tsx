import { BackToTools } from "~/features/admin/components/back-to-tools";
import { ToolImport } from "~/features/admin/components/tool-import";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import type { Route } from "./+types/tool-import";

// No data, but a loader makes every visit ask the server, where the admin layout's guard runs.
export function loader() {
  return null;
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Import tools | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

export default function ImportTools() {
  return (
    <div>
      <BackToTools />
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Import tools</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        A dry run shows what the file would add, change and refuse before anything is written. Tools
        it changes count as edited here, so Migrate All Tools leaves them as imported.
      </p>
      <div className="mt-6">
        <ToolImport />
      </div>
    </div>
  );
}
