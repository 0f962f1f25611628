import { RowList } from "~/components/ui/row-list";
import { EmptyQueue, QueueItemLink, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import { queueHref, queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { countMessagesByStatus, listMessages } from "~/features/contact/admin-messages.server";
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  MESSAGES_PAGE_SIZE,
} from "~/features/contact/constants";
import type { Route } from "./+types/messages";

const QuerySchema = queueQuerySchema(MESSAGE_STATUSES);
const PATH = "/admin/messages";

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, rows] = await Promise.all([
    countMessagesByStatus(),
    listMessages(query.status, query.page),
  ]);
  const messages = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    query,
    counts,
    messages,
    pageCount: Math.ceil(counts[query.status] / MESSAGES_PAGE_SIZE),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Messages | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** Messages from the contact form: new ones first in, then those handled. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { query, counts, messages, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Messages</h1>
      <QueueStates
        label="Message states"
        states={MESSAGE_STATUSES}
        labels={MESSAGE_STATUS_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => queueHref(PATH, status, "new")}
      />
      {messages.length === 0 ? (
        <EmptyQueue>
          {query.status === "new" ? "No new message." : "No handled message yet."}
        </EmptyQueue>
      ) : (
        <RowList>
          {messages.map((message) => (
            <li key={message.id} className="p-4">
              <QueueItemLink to={`${PATH}/${message.id}`}>{message.subject}</QueueItemLink>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${message.name} · ${message.email} · ${adminDateTime(message.createdAt)}`}
                {query.status === "new" && ` · waiting ${waitedFor(message.createdAt)}`}
              </p>
            </li>
          ))}
        </RowList>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
