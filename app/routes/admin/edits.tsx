import { Link } from "react-router";
import { EmptyQueue, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import {
  SUGGESTION_STATUSES,
  SUGGESTIONS_PAGE_SIZE,
  type SuggestionStatus,
} from "~/features/catalogue/constants";
import { countSuggestionsByStatus, listSuggestions } from "~/features/catalogue/suggestions.server";
import { countOf } from "~/lib/count";
import type { Route } from "./+types/edits";

const QuerySchema = queueQuerySchema(SUGGESTION_STATUSES);
const PATH = "/admin/edits";

const LABELS: Record<SuggestionStatus, string> = {
  pending: "Waiting",
  accepted: "Accepted",
  rejected: "Rejected",
};

const EMPTY: Record<SuggestionStatus, string> = {
  pending: "No suggested edit is waiting for review.",
  accepted: "No suggested edit has been accepted yet.",
  rejected: "No suggested edit has been rejected.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, { suggestions }] = await Promise.all([
    countSuggestionsByStatus(),
    listSuggestions(query.status, query.page),
  ]);
  return {
    query,
    counts,
    suggestions,
    pageCount: Math.ceil(counts[query.status] / SUGGESTIONS_PAGE_SIZE),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Suggested edits | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Users' suggested edits of listings: those waiting first in, then each decision. */
export default function AdminEdits({ loaderData }: Route.ComponentProps) {
  const { query, counts, suggestions, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Suggested edits</h1>
      <QueueStates
        label="Suggested edit states"
        states={SUGGESTION_STATUSES}
        labels={LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "pending")}
      />
      {suggestions.length === 0 ? (
        <EmptyQueue>{EMPTY[query.status]}</EmptyQueue>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id} className="p-4">
              <Link
                to={`${PATH}/${suggestion.id}`}
                className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
              >
                {`${suggestion.toolName}: ${countOf(suggestion.fields, "change")}`}
              </Link>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${suggestion.suggester ?? "A deleted account"} · suggested ${adminDateTime(suggestion.createdAt)}${
                  query.status === "pending" ? ` · waiting ${waitedFor(suggestion.createdAt)}` : ""
                }`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
