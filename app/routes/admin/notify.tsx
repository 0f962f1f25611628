import { z } from "zod";
import { RowList } from "~/components/ui/row-list";
import { EmptyQueue, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { countNotifyRequests, listNotifyRequests } from "~/features/notify/admin-requests.server";
import {
  COMING_SOON_PAGES,
  COMING_SOON_TITLES,
  NOTIFY_REQUESTS_PAGE_SIZE,
  type ComingSoonPage,
} from "~/features/notify/constants";
import type { Route } from "./+types/notify";

const PATH = "/admin/notify";

/** The list's address: one coming-soon page (the first by default) and a page of the list. */
const QuerySchema = z.object({
  list: z.enum(COMING_SOON_PAGES).catch(COMING_SOON_PAGES[0]),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const listHref = (list: ComingSoonPage) =>
  list === COMING_SOON_PAGES[0] ? PATH : `${PATH}?list=${list}`;

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, rows] = await Promise.all([
    countNotifyRequests(),
    listNotifyRequests(query.list, query.page),
  ]);
  return {
    query,
    counts,
    requests: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pageCount: Math.ceil(counts[query.list] / NOTIFY_REQUESTS_PAGE_SIZE),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Notify requests | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Who asked to hear when each coming-soon page opens, newest first. */
export default function AdminNotify({ loaderData }: Route.ComponentProps) {
  const { query, counts, requests, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Notify requests</h1>
      <p className="mt-2 text-sm text-slate-700">
        Visitors who asked to hear when a coming-soon page opens, each address once per page.
      </p>
      <QueueStates
        label="Coming-soon pages"
        states={COMING_SOON_PAGES}
        labels={COMING_SOON_TITLES}
        counts={counts}
        current={query.list}
        href={listHref}
      />
      {requests.length === 0 ? (
        <EmptyQueue>{`No one has asked about ${COMING_SOON_TITLES[query.list]} yet.`}</EmptyQueue>
      ) : (
        <RowList>
          {requests.map((request) => (
            <li key={request.id} className="p-4">
              <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{request.email}</p>
              <p className="mt-1 text-sm text-slate-600">{`Asked ${adminDateTime(request.createdAt)}`}</p>
            </li>
          ))}
        </RowList>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
