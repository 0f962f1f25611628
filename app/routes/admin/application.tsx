import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { MoveButton } from "~/features/admin/components/queue";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { queueItemId, statusMoveSchema } from "~/features/admin/schema";
import { getApplication, setApplicationStatus } from "~/features/careers/admin-applications.server";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  interestLabel,
  resumePath,
} from "~/features/careers/constants";
import { formAction, success } from "~/lib/form-action.server";
import { notChanged } from "~/lib/status-change.server";
import { invariantResponse } from "~/lib/invariant";
import type { Route } from "./+types/application";

const MoveSchema = statusMoveSchema(APPLICATION_STATUSES, "application").omit({ id: true });

export async function loader({ params }: Route.LoaderArgs) {
  const application = await getApplication(queueItemId(params.id, "application"));
  invariantResponse(application, "No application has this id.", { status: 404 });
  return {
    application: {
      id: application.id,
      name: application.name,
      email: application.email,
      interest: interestLabel(application.interest),
      message: application.message,
      resumeName: application.resumeName,
      resumeSize: application.resumeSize,
      status: application.status,
      createdAt: application.createdAt.toISOString(),
      statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = queueItemId(params.id, "application");
  return formAction({
    request,
    schema: MoveSchema,
    honeypot: false,
    mutate: async ({ status }) => {
      const written = await setApplicationStatus(id, status, admin);
      if (!written.ok) return notChanged(written);
      return success(
        `/admin/applications/${id}`,
        {
          type: "success",
          title: `Marked ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`,
          description: "The application stays in the inbox under its new state.",
        },
        { replace: true },
      );
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Application | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

const kilobytes = (bytes: number) =>
  `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;

/** One job application: the letter, the resume (private download) and its state. */
export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  const reply = `mailto:${encodeURIComponent(application.email)}?subject=${encodeURIComponent(`Your application (${application.interest})`)}`;
  return (
    <div>
      <Link to="/admin/applications" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> All applications
      </Link>
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {application.name}
      </h1>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{application.email}</dd>
        <dt className="font-medium text-slate-600">Area</dt>
        <dd className="text-slate-900">{application.interest}</dd>
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd className="text-slate-900">{adminDateTime(application.createdAt)}</dd>
        <dt className="font-medium text-slate-600">State</dt>
        <dd className="text-slate-900">
          {APPLICATION_STATUS_LABELS[application.status]}
          {application.statusChangedAt && ` since ${adminDateTime(application.statusChangedAt)}`}
        </dd>
        <dt className="font-medium text-slate-600">Resume</dt>
        <dd className="[overflow-wrap:anywhere]">
          <a
            href={resumePath(application.id)}
            className="font-medium text-brand-700 hover:underline"
          >
            {application.resumeName}
          </a>{" "}
          <span className="text-slate-600">{`(${kilobytes(application.resumeSize)})`}</span>
        </dd>
      </dl>
      {application.message ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
          {application.message}
        </p>
      ) : (
        <p className="mt-6 text-slate-600">No message with this application.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={reply}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-600 bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 sm:min-h-9"
        >
          Reply by email
        </a>
        {APPLICATION_STATUSES.filter((status) => status !== application.status).map((status) => (
          <MoveButton
            key={status}
            fields={{ status }}
            label={
              status === "new"
                ? "Mark as new"
                : `Mark ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`
            }
            busyLabel="Saving..."
          />
        ))}
      </div>
    </div>
  );
}
