import { Form } from "react-router";
import { z } from "zod";
import { RowList } from "~/components/ui/row-list";
import { guardedAdmin } from "~/features/accounts/session.server";
import { EmptyQueue, MoveButton, QueueStates } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { queueQuerySchema } from "~/features/admin/schema";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import {
  countSubscribersByState,
  listSubscribers,
  removeSubscriber,
} from "~/features/newsletter/admin-subscribers.server";
import {
  SUBSCRIBER_STATE_LABELS,
  SUBSCRIBER_STATES,
  SUBSCRIBERS_EXPORT_PATH,
  SUBSCRIBERS_PAGE_SIZE,
} from "~/features/newsletter/constants";
import { SubscriberRemoveSchema } from "~/features/newsletter/schema";
import { formAction, refusal, success } from "~/lib/form-action.server";
import { countOf } from "~/lib/count";
import { withoutControlCharacters } from "~/lib/field-limits";
import type { Route } from "./+types/subscribers";

const PATH = "/admin/subscribers";

/** The list's address: a state, a page, and part of an address to look for. */
const QuerySchema = queueQuerySchema(SUBSCRIBER_STATES).extend({
  q: z
    .string()
    // Text from the address loses control characters first (PostgreSQL refuses a NUL).
    .overwrite(withoutControlCharacters)
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
});
type Query = z.infer<typeof QuerySchema>;

/** The list's address for a query (the first state, page 1 and no search left out). */
function listHref({ status, page, q }: Query) {
  const params = new URLSearchParams({
    ...(status !== "confirmed" && { status }),
    ...(q && { q }),
    ...(page > 1 && { page: String(page) }),
  }).toString();
  return params ? `${PATH}?${params}` : PATH;
}

const queryOf = (request: Request) =>
  QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

export async function loader({ request }: Route.LoaderArgs) {
  const query = queryOf(request);
  const counts = await countSubscribersByState();
  const { rows, total } = await listSubscribers(query, counts);
  return {
    query,
    counts,
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    total,
    pageCount: Math.ceil(total / SUBSCRIBERS_PAGE_SIZE),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  return formAction({
    request,
    schema: SubscriberRemoveSchema,
    honeypot: false,
    mutate: async ({ id }) => {
      const removed = await removeSubscriber(id, admin);
      if (!removed.ok) {
        return refusal(removed.status, "not_found", removed.message, {
          toast: { type: "error", title: "Not removed", description: removed.message },
        });
      }
      // Back to the same list and page (the request's own path may be the data route's).
      return success(
        listHref(queryOf(request)),
        {
          type: "success",
          title: "Address removed",
          description: `${removed.email} is no longer on the list.`,
        },
        { replace: true },
      );
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Subscribers | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold sm:min-h-9";

/** The newsletter's addresses: confirmed ones, those waiting, removal and the export. */
export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { query, counts, subscribers, total, pageCount } = loaderData;
  const empty = query.q
    ? `No ${query.status === "confirmed" ? "confirmed" : "unconfirmed"} address contains "${query.q}".`
    : query.status === "confirmed"
      ? "No one has confirmed a subscription yet."
      : "No address is waiting for confirmation.";
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Newsletter subscribers</h1>
        <a
          href={SUBSCRIBERS_EXPORT_PATH}
          download
          className={`${BUTTON} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
        >
          Export CSV
        </a>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Only confirmed addresses count on the site and go into the export. An address waits until
        its owner opens the confirmation email&apos;s link.
      </p>
      <QueueStates
        label="Subscriber states"
        states={SUBSCRIBER_STATES}
        labels={SUBSCRIBER_STATE_LABELS}
        counts={counts}
        current={query.status}
        href={(status) => listHref({ status, page: 1, q: query.q })}
      />
      <Form method="get" action={PATH} className="mt-4 flex flex-wrap items-end gap-2">
        {query.status !== "confirmed" && <input type="hidden" name="status" value={query.status} />}
        <label className="min-w-0 flex-1 basis-56 text-sm font-medium text-slate-800">
          Find an address
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={254}
            placeholder="Part of an email address"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <button type="submit" className={`${BUTTON} border-slate-300 bg-white hover:bg-slate-50`}>
          Search
        </button>
      </Form>
      {query.q && (
        <p className="mt-3 text-sm text-slate-700">{`${countOf(total, "address", "addresses")} found.`}</p>
      )}
      {subscribers.length === 0 ? (
        <EmptyQueue>{empty}</EmptyQueue>
      ) : (
        <RowList>
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
                  {subscriber.email}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {subscriber.confirmedAt
                    ? `Subscribed ${adminDateTime(subscriber.createdAt)} · confirmed ${adminDateTime(subscriber.confirmedAt)}`
                    : `Subscribed ${adminDateTime(subscriber.createdAt)} · not confirmed`}
                </p>
              </div>
              <details className="group">
                <summary
                  className={`${BUTTON} cursor-pointer list-none border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                >
                  Remove
                  <span className="sr-only">{` ${subscriber.email}`}</span>
                </summary>
                <div className="mt-2 max-w-xs text-sm text-slate-700">
                  <p className="mb-2">The address is deleted from the list for good.</p>
                  <MoveButton
                    fields={{ id: subscriber.id }}
                    label="Remove for good"
                    busyLabel="Removing..."
                    primary
                  />
                </div>
              </details>
            </li>
          ))}
        </RowList>
      )}
      <PaginationNav page={query.page} pageCount={pageCount} />
    </div>
  );
}
