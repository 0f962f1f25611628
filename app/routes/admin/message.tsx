import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { MoveButton } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { queueItemId, statusMoveSchema } from "~/features/admin/schema";
import { getMessage, setMessageStatus } from "~/features/contact/admin-messages.server";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES } from "~/features/contact/constants";
import { formAction, success } from "~/lib/form-action.server";
import { notChanged } from "~/lib/status-change.server";
import { invariantResponse } from "~/lib/invariant";
import type { Route } from "./+types/message";

const MoveSchema = statusMoveSchema(MESSAGE_STATUSES, "message");

export async function loader({ params }: Route.LoaderArgs) {
  const message = await getMessage(queueItemId(params.id, "message"));
  invariantResponse(message, "No message has this id.", { status: 404 });
  return {
    message: {
      ...message,
      createdAt: message.createdAt.toISOString(),
      statusChangedAt: message.statusChangedAt?.toISOString() ?? null,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = queueItemId(params.id, "message");
  return formAction({
    request,
    schema: MoveSchema.omit({ id: true }),
    honeypot: false,
    mutate: async ({ status }) => {
      const written = await setMessageStatus(id, status, admin);
      if (!written.ok) return notChanged(written);
      return success(
        `/admin/messages/${id}`,
        {
          type: "success",
          title: status === "handled" ? "Marked handled" : "Marked new",
          description: "The message stays in the inbox under its new state.",
        },
        { replace: true },
      );
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Message | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

/** One contact message, to read and answer from your own mail client. */
export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <div>
      <Link to="/admin/messages" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> All messages
      </Link>
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {message.subject}
      </h1>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{`${message.name} <${message.email}>`}</dd>
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd className="text-slate-900">{adminDateTime(message.createdAt)}</dd>
        <dt className="font-medium text-slate-600">State</dt>
        <dd className="text-slate-900">
          {MESSAGE_STATUS_LABELS[message.status]}
          {message.statusChangedAt && ` since ${adminDateTime(message.statusChangedAt)}`}
        </dd>
      </dl>
      <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={reply}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-600 bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 sm:min-h-9"
        >
          Reply by email
        </a>
        {message.status === "new" ? (
          <MoveButton fields={{ status: "handled" }} label="Mark handled" busyLabel="Saving..." />
        ) : (
          <MoveButton fields={{ status: "new" }} label="Mark as new" busyLabel="Saving..." />
        )}
      </div>
    </div>
  );
}
