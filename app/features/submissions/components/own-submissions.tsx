import { Link } from "react-router";
import { RowList } from "~/components/ui/row-list";
import { TitledSection } from "~/components/ui/titled-section";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "~/features/submissions/constants";

export type OwnSubmission = {
  id: number;
  name: string;
  status: SubmissionStatus;
  reason: string | null;
  submittedAt: string;
  statusChangedAt: string | null;
  /** The page of the tool it became, once that is published. */
  toolHref: string | null;
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

const STATUS_STYLES: Record<SubmissionStatus, string> = {
  pending: "bg-slate-100 text-slate-800",
  needs_changes: "bg-amber-50 text-amber-900",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-red-50 text-red-800",
};

/** What became of the tools a signed-in visitor submitted. */
export function OwnSubmissions({ submissions }: { submissions: OwnSubmission[] }) {
  return (
    <TitledSection id="own-submissions-heading" title="Your Submissions" className="mt-10">
      <RowList className="mt-4">
        {submissions.map((submission) => (
          <li key={submission.id} className="p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {submission.name}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[submission.status]}`}
              >
                {SUBMISSION_STATUS_LABELS[submission.status]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {`Submitted ${day(submission.submittedAt)}`}
              {submission.statusChangedAt && submission.status !== "pending"
                ? ` · ${SUBMISSION_STATUS_LABELS[submission.status].toLowerCase()} ${day(submission.statusChangedAt)}`
                : ""}
            </p>
            {submission.reason ? (
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">
                {submission.reason}
              </p>
            ) : null}
            {submission.toolHref ? (
              <Link
                to={submission.toolHref}
                className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                See its page
              </Link>
            ) : null}
          </li>
        ))}
      </RowList>
    </TitledSection>
  );
}
