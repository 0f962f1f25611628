import type { ReactNode } from "react";
import { Link } from "react-router";
import { TitledSection } from "~/components/ui/titled-section";
import { guardedAdmin } from "~/features/accounts/session.server";
import { MoveButton } from "~/features/admin/components/queue";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime, waitedFor } from "~/features/admin/format";
import type { ToolStatus } from "~/features/catalogue/constants";
import {
  decideSubmission,
  findListedMatches,
  getSubmission,
  mailDecision,
} from "~/features/submissions/admin-submissions.server";
import { DecisionForm } from "~/features/submissions/components/decision-form";
import {
  SUBMISSION_DECISIONS,
  SUBMISSION_MOVES,
  SUBMISSION_STATUS_LABELS,
} from "~/features/submissions/constants";
import { SubmissionDecisionSchema } from "~/features/submissions/schema";
import { formAction, formSpec, success } from "~/lib/form-action.server";
import { notChanged } from "~/lib/status-change.server";
import { invariantResponse } from "~/lib/invariant";
import { siteOrigin } from "~/lib/origin.server";
import { queueItemId } from "~/features/admin/schema";
import { z } from "zod";
import type { Route } from "./+types/submission";

const NOT_FOUND = "No submission has this id.";
const ReopenSchema = z.object({});

export async function loader({ params }: Route.LoaderArgs) {
  const submission = await getSubmission(queueItemId(params.id, "submission"));
  invariantResponse(submission, NOT_FOUND, { status: 404 });
  const matches = await findListedMatches(submission);
  return {
    submission: {
      ...submission,
      submittedAt: submission.submittedAt.toISOString(),
      statusChangedAt: submission.statusChangedAt?.toISOString() ?? null,
    },
    matches,
    moves: SUBMISSION_MOVES[submission.status],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = queueItemId(params.id, "submission");
  const here = `/admin/submissions/${id}`;
  return formAction({
    request,
    defaultIntent: "decide",
    intents: {
      decide: formSpec({
        schema: SubmissionDecisionSchema,
        honeypot: false,
        mutate: async ({ status, reason }) => {
          const written = await decideSubmission(id, status, reason, admin);
          if (!written.ok) return notChanged(written);
          const mailed = await mailDecision(
            written.submission,
            status,
            reason,
            siteOrigin(request),
          );
          return success(
            here,
            {
              type: mailed ? "success" : "error",
              title: status === "rejected" ? "Submission rejected" : "Changes asked for",
              description: mailed
                ? `${written.submission.email} was emailed the reason.`
                : `The email to ${written.submission.email} could not be sent; write to them yourself.`,
            },
            { replace: true },
          );
        },
      }),
      reopen: formSpec({
        schema: ReopenSchema,
        honeypot: false,
        mutate: async () => {
          const written = await decideSubmission(id, "pending", null, admin);
          if (!written.ok) return notChanged(written);
          return success(
            here,
            {
              type: "success",
              title: "Submission reopened",
              description: "It is pending again. Nothing was sent to the submitter.",
            },
            { replace: true },
          );
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.submission.name ?? "Submission"} | Admin | AI Tools Directory` },
  { name: "robots", content: "noindex" },
];

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}

/** A link to an address a visitor typed: opened apart, never trusted. */
function Outbound({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="text-brand-700 hover:underline"
    >
      {href}
    </a>
  );
}

/** One submitted tool: every field as sent, what is already listed like it, and the decisions. */
export default function AdminSubmission({ loaderData }: Route.ComponentProps) {
  const { submission, matches, moves } = loaderData;
  const none = <span className="text-slate-500">Not given</span>;
  return (
    <div>
      <Link to="/admin/submissions" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> All submissions
      </Link>
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {submission.name}
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        {`${SUBMISSION_STATUS_LABELS[submission.status]} · submitted ${adminDateTime(submission.submittedAt)}`}
        {submission.status === "pending"
          ? ` · waiting ${waitedFor(submission.submittedAt)}`
          : submission.statusChangedAt
            ? ` · decided ${adminDateTime(submission.statusChangedAt)}`
            : ""}
      </p>
      {submission.reason ? (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-700">
          {`Reason given: ${submission.reason}`}
        </p>
      ) : null}
      {submission.toolId ? (
        <p className="mt-2 text-sm">
          <Link
            to={`/admin/tools/${encodeURIComponent(submission.toolId)}`}
            className="font-medium text-brand-700 hover:underline"
          >
            Open the tool it became
          </Link>
        </p>
      ) : null}

      {matches.length > 0 ? (
        <section
          role="alert"
          aria-labelledby="matches-heading"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="matches-heading" className="font-semibold text-amber-900">
            Possibly listed already
          </h2>
          <ul className="mt-2 space-y-2 text-sm text-amber-900">
            {matches.map((match) => (
              <li key={match.id} className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/tools/${encodeURIComponent(match.id)}`}
                  className="font-medium [overflow-wrap:anywhere] underline"
                >
                  {match.name}
                </Link>
                <StatusBadge status={match.status as ToolStatus} />
                <span className="[overflow-wrap:anywhere]">
                  {[
                    match.sameName ? "same name" : "",
                    match.sameHost ? `same website (${match.url})` : "",
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <dl className="mt-6 grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
        <Row term="Website">
          <Outbound href={submission.website} />
        </Row>
        <Row term="Category">{submission.category}</Row>
        <Row term="Pricing">{submission.pricing}</Row>
        <Row term="Short description">{submission.shortDescription}</Row>
        <Row term="Description">{submission.description}</Row>
        <Row term="Logo">{submission.logoUrl ? <Outbound href={submission.logoUrl} /> : none}</Row>
        <Row term="Founder">
          {[submission.founderName, submission.founderEmail].filter(Boolean).join(" · ") || none}
        </Row>
        <Row term="Submitted by">
          {[submission.submitterName, submission.submitterRole].filter(Boolean).join(", ") || none}
        </Row>
        <Row term="Contact email">{submission.email}</Row>
        <Row term="Account">
          {submission.userId ? "Signed in when submitting" : "Not signed in"}
        </Row>
      </dl>

      {moves.length > 0 ? (
        <TitledSection id="decide-heading" title="Decide" look="plain" className="mt-8">
          <div className="mt-3 space-y-3">
            {moves.includes("approved") ? (
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={`/admin/submissions/${submission.id}/approve`}
                  className="inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
                >
                  Approve and edit the tool
                </Link>
                <span className="text-sm text-slate-600">
                  Opens the tool editor filled in from this submission.
                </span>
              </div>
            ) : null}
            {SUBMISSION_DECISIONS.filter((decision) => moves.includes(decision)).map((decision) => (
              <DecisionForm key={decision} decision={decision} />
            ))}
            {moves.includes("pending") ? (
              <MoveButton fields={{ intent: "reopen" }} label="Reopen" busyLabel="Reopening..." />
            ) : null}
          </div>
        </TitledSection>
      ) : null}
    </div>
  );
}
