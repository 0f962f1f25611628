import { Link } from "react-router";
import { z } from "zod";
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
import { FromTheOwner } from "~/features/catalogue/components/suggestion-review";
import { countOf } from "~/lib/count";
import type { Route } from "./+types/edits";

const QuerySchema = queueQuerySchema(SUGGESTION_STATUSES).extend({
  /** `owner`: only the edits tools' owners sent. */
  from: z.enum(["owner"]).optional().catch(undefined),
});
const PATH = "/admin/edits";

/** The list's address with its filter kept. */
function listHref(status: SuggestionStatus, ownersOnly: boolean) {
  const href = queueHref(PATH, status, "pending");
  if (!ownersOnly) return href;
  return `${href}${href.includes("?") ? "&" : "?"}from=owner`;
}

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
  const filter = { fromOwner: query.from === "owner" };
  const [counts, { suggestions }] = await Promise.all([
    countSuggestionsByStatus(filter),
    listSuggestions(query.status, query.page, filter),
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

/**
 * Users' suggested edits of listings, owners' edits among them (or only those): those waiting
 * first in, then each decision.
 */
export default function AdminEdits({ loaderData }: Route.ComponentProps) {
  const { query, counts, suggestions, pageCount } = loaderData;
  const ownersOnly = query.from === "owner";
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Suggested edits</h1>
      <p className="mt-2 text-sm text-slate-700">
        {ownersOnly ? "Only the edits tools' owners sent. " : ""}
        <Link
          to={listHref(query.status, !ownersOnly)}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline sm:min-h-0"
        >
          {ownersOnly ? "Show every suggested edit" : "Show only the owners' edits"}
        </Link>
      </p>
      <QueueStates
        label="Suggested edit states"
        states={SUGGESTION_STATUSES}
        labels={LABELS}
        counts={counts}
        current={query.status}
        href={(status) => listHref(status, ownersOnly)}
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
              {suggestion.fromOwner && (
                <>
                  {" "}
                  <FromTheOwner />
                </>
              )}
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
