import { Link } from "react-router";
import { countUsers } from "~/features/accounts/queries.server";
import { guardedAdmin } from "~/features/accounts/session.server";
import { DataManagement } from "~/features/admin/components/data-management";
import { FeedbackSummary, Waiting } from "~/features/admin/components/waiting";
import { countCommentsByStatus } from "~/features/blog/admin-comments.server";
import { countSubmissionsByStatus } from "~/features/submissions/admin-submissions.server";
import { countApplicationsByStatus } from "~/features/careers/admin-applications.server";
import { countMessagesByStatus } from "~/features/contact/admin-messages.server";
import { countFeedback } from "~/features/recommender/admin-feedback.server";
import { countReportsByStatus } from "~/features/reports/admin-reports.server";
import { countSubscribers } from "~/features/newsletter/queries.server";
import { ADMIN_PAGE_HEADERS, ADMIN_TEXTS } from "~/features/admin/constants";
import {
  VocabularyAddSchema,
  VocabularyRemoveSchema,
  VocabularyRenameSchema,
} from "~/features/admin/schema";
import { countAllTools } from "~/features/catalogue/admin-queries.server";
import { countPendingOwnerEdits } from "~/features/catalogue/suggestions.server";
import { countRequestedClaims } from "~/features/makers/admin-owners.server";
import { latestRun } from "~/features/catalogue/refresh.server";
import {
  addName,
  listNamesWithUse,
  listSubmissionMappings,
  removeName,
  renameName,
  type VocabularyWrite,
} from "~/features/catalogue/vocabulary.server";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { allOf } from "~/lib/all-of";
import { countOf } from "~/lib/count";
import { backupStatus } from "~/lib/backup/schedule.server";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { longDate } from "~/lib/dates";
import type { Route } from "./+types/overview";

/** An age in whole days, or hours under a day, in words. */
function age(hours: number) {
  return hours < 24 ? countOf(hours, "hour") : countOf(Math.floor(hours / 24), "day");
}

function megabytes(bytes: number) {
  return `${(bytes / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
}

/**
 * The daily backup's line, written here so the page's script carries none of it: a warning when
 * the last good backup is over two days old or the newest try failed.
 */
function describeBackup(status: Awaited<ReturnType<typeof backupStatus>>) {
  if (!status) return null;
  const { last, stale, failed } = status;
  const sentences = [
    last
      ? `Last backup: ${last.fileName} (${megabytes(last.size)}), ${age(last.ageHours)} ago.`
      : failed
        ? "No daily backup has worked yet."
        : "No daily backup has been taken yet.",
  ];
  if (stale)
    sentences.push("The daily backup has not worked for more than two days: see the server's log.");
  if (failed) {
    const when = `${longDate(failed.at)} at ${failed.at.slice(11, 16)} UTC`;
    const times = failed.times > 1 ? ` (${failed.times} tries in a row)` : "";
    sentences.push(`The last try, on ${when}, failed${times}: ${failed.error}`);
  }
  return { text: sentences.join(" "), warning: stale || failed !== null };
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = guardedAdmin(context);
  const {
    submissions,
    comments,
    messages,
    applications,
    reports,
    claims,
    ownerEdits,
    backup,
    ...shown
  } = await allOf({
    totalTools: countAllTools(),
    totalUsers: countUsers(),
    categories: listNamesWithUse("category"),
    pricingOptions: listNamesWithUse("pricing"),
    mappings: listSubmissionMappings(),
    refreshRun: latestRun(),
    submissions: countSubmissionsByStatus(),
    comments: countCommentsByStatus(),
    messages: countMessagesByStatus(),
    applications: countApplicationsByStatus(),
    feedback: countFeedback(),
    subscribers: countSubscribers(),
    reports: countReportsByStatus(),
    claims: countRequestedClaims(),
    ownerEdits: countPendingOwnerEdits(),
    backup: backupStatus(getDb(), getEnv().BACKUP_DIR),
  });
  return {
    email: admin.email,
    backup: describeBackup(backup),
    waiting: [
      { label: "Submissions to review", count: submissions.pending, href: "/admin/submissions" },
      { label: "Open reports", count: reports.open, href: "/admin/reports" },
      { label: "Claims to decide", count: claims, href: "/admin/owners" },
      { label: "Owner edits to review", count: ownerEdits, href: "/admin/edits?from=owner" },
      { label: "Comments to moderate", count: comments.pending, href: "/admin/comments" },
      { label: "New messages", count: messages.new, href: "/admin/messages" },
      { label: "New applications", count: applications.new, href: "/admin/applications" },
    ],
    ...shown,
  };
}

const LABEL = { category: "Category", pricing: "Pricing option" } as const;

/** A write's answer: back to the page with its toast, or the refusal with its reason. */
function answer(written: VocabularyWrite, title: string, description: string) {
  if (!written.ok) {
    return refusal(409, "conflict", written.message, {
      toast: { type: "error", title: "Not changed", description: written.message },
    });
  }
  return success("/admin", { type: "success", title, description }, { replace: true });
}

// The Categories and Pricing Options tabs' forms (decision 013).
export async function action({ context, request }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  return formAction({
    request,
    defaultIntent: "add",
    intents: {
      add: formSpec({
        schema: VocabularyAddSchema,
        honeypot: false,
        mutate: async ({ kind, name }) =>
          answer(await addName(kind, name, admin), `${LABEL[kind]} added`, name),
      }),
      rename: formSpec({
        schema: VocabularyRenameSchema,
        honeypot: false,
        mutate: async ({ kind, from, name }) => {
          const written = await renameName(kind, from, name, admin);
          const moved = written.ok ? `; ${countOf(written.tools, "tool")} moved with it` : "";
          return answer(written, `${LABEL[kind]} renamed`, `${from} is now ${name}${moved}.`);
        },
      }),
      remove: formSpec({
        schema: VocabularyRemoveSchema,
        honeypot: false,
        mutate: async ({ kind, name }) =>
          answer(await removeName(kind, name, admin), `${LABEL[kind]} removed`, name),
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN_TEXTS.title} | AI Tools Directory` },
  { name: "robots", content: "noindex" },
];

function StatCard({
  label,
  value,
  text = false,
}: {
  label: string;
  value: string;
  text?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p
        className={
          text
            ? "mt-2 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900"
            : "mt-2 text-2xl font-bold text-slate-900"
        }
      >
        {value}
      </p>
    </div>
  );
}

/** The daily backup's last success (BACKUP_DIR set), as a warning when it is old or failed. */
function BackupLine({ text, warning }: { text: string; warning: boolean }) {
  return warning ? (
    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : (
    <p className="mt-1 text-sm text-slate-700">{text}</p>
  );
}

/** docs/product.md#admin-overview: the admin overview. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{ADMIN_TEXTS.title}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Tools" value={loaderData.totalTools.toLocaleString("en-US")} />
        <StatCard label="Total Users" value={loaderData.totalUsers.toLocaleString("en-US")} />
        <StatCard label="Admin Email" value={loaderData.email} text />
      </div>
      <Waiting queues={loaderData.waiting} />
      <FeedbackSummary {...loaderData.feedback} />
      <p className="mt-1 text-sm text-slate-700">
        <Link to="/admin/subscribers" className="font-medium text-brand-700 hover:underline">
          {countOf(loaderData.subscribers, "confirmed newsletter subscriber")}
        </Link>
      </p>
      {loaderData.backup && <BackupLine {...loaderData.backup} />}
      <DataManagement
        totalTools={loaderData.totalTools}
        categories={loaderData.categories}
        pricingOptions={loaderData.pricingOptions}
        mappings={loaderData.mappings}
        refreshRun={loaderData.refreshRun}
      />
    </div>
  );
}
