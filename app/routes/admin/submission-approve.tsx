import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { ToolForm } from "~/features/admin/components/tool-form";
import { FactFields } from "~/features/catalogue/components/fact-fields";
import { ADMIN_PAGE_HEADERS, ID_TAKEN } from "~/features/admin/constants";
import { queueItemId } from "~/features/admin/schema";
import { createTool } from "~/features/catalogue/admin-mutations.server";
import { listEditorChoices } from "~/features/catalogue/admin-queries.server";
import { newToolFormAction } from "~/features/catalogue/new-tool-form.server";
import { slugify } from "~/features/catalogue/tool";
import { listSubmissionMappings } from "~/features/catalogue/vocabulary.server";
import {
  announcePublished,
  approveSubmission,
  getSubmission,
} from "~/features/submissions/admin-submissions.server";
import { SUBMISSION_MOVES, SUBMISSION_STATUS_LABELS } from "~/features/submissions/constants";
import { refusal, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { siteOrigin } from "~/lib/origin.server";
import { toolPath } from "~/lib/paths";
import type { Route } from "./+types/submission-approve";

// Approving a submission (decision 015): the tool editor, filled in from the submission with its
// category and pricing mapped to the catalogue's; creating the tool approves the submission and
// links the two, and publishing it tells the submitter.

export async function loader({ params }: Route.LoaderArgs) {
  const id = queueItemId(params.id, "submission");
  const [submission, lists, mappings] = await Promise.all([
    getSubmission(id),
    listEditorChoices(),
    listSubmissionMappings(),
  ]);
  invariantResponse(submission, "No submission has this id.", { status: 404 });
  const mapped = (field: "category" | "pricing", submitted: string) =>
    mappings.find((row) => row.field === field && row.submitted === submitted)?.target ?? null;
  const category = mapped("category", submission.category);
  return {
    ...lists,
    submission: {
      id: submission.id,
      name: submission.name,
      status: submission.status,
      category: submission.category,
      pricing: submission.pricing,
    },
    approvable: SUBMISSION_MOVES[submission.status].includes("approved"),
    prefill: {
      id: slugify(submission.name),
      name: submission.name,
      url: submission.website,
      logo: submission.logoUrl,
      shortDescription: submission.shortDescription,
      description: submission.description,
      category: category ? [category] : [],
      pricing: mapped("pricing", submission.pricing) ?? "",
      status: "published" as const,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = queueItemId(params.id, "submission");
  return newToolFormAction(request, async (input) => {
    const written = await approveSubmission(id, admin, async (tx) => {
      const created = await createTool(input, admin, tx);
      return created.ok ? { ok: true, id: created.id } : { ok: false, failure: created.reason };
    });
    if (!written.ok) {
      if (written.status === "tool") {
        return refusal(409, "id_taken", ID_TAKEN, { fields: { id: ID_TAKEN } });
      }
      return refusal(
        written.status,
        written.status === 404 ? "not_found" : "conflict",
        written.message,
        { toast: { type: "error", title: "Not approved", description: written.message } },
      );
    }
    const published = input.status === "published";
    const told =
      published &&
      (await announcePublished(
        input.id,
        `${siteOrigin(request)}${toolPath({ id: input.id, slug: slugify(input.name) })}`,
      ));
    const { email } = written.submission;
    return success(`/admin/tools/${encodeURIComponent(input.id)}`, {
      type: published && !told ? "error" : "success",
      title: "Submission approved",
      description: !published
        ? `${input.name} is saved as a draft; ${email} is emailed its page when you publish it.`
        : told
          ? `${input.name} is on the site, and ${email} was emailed its page.`
          : `${input.name} is on the site, but the email to ${email} could not be sent.`,
    });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Approve submission | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

export default function ApproveSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { submission, prefill, approvable } = loaderData;
  const back = `/admin/submissions/${submission.id}`;
  return (
    <div>
      <Link to={back} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to the submission
      </Link>
      <h1 className="mt-1 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {`Approve ${submission.name}`}
      </h1>
      {approvable ? (
        <>
          <p className="mt-2 max-w-prose text-sm text-slate-700">
            {`Filled in from the submission (category "${submission.category}", pricing "${submission.pricing}"). Complete the fields a submission does not have, such as the features, pros and cons, then create the tool: the submission is approved with it, and its submitter is emailed the tool's page once it is published.`}
          </p>
          <div className="mt-6">
            <ToolForm
              prefill={prefill}
              categories={loaderData.categories}
              pricingOptions={loaderData.pricingOptions}
              action={`/admin/submissions/${submission.id}/approve`}
              submitLabel="Approve and create tool"
              documentReply={actionData}
              facts={<FactFields values={prefill} pricingOptions={loaderData.pricingOptions} />}
            />
          </div>
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          {`This submission is ${SUBMISSION_STATUS_LABELS[submission.status].toLowerCase()}, so it cannot be approved.`}{" "}
          <Link to={back} className="font-medium text-brand-700 hover:underline">
            Open it
          </Link>
        </p>
      )}
    </div>
  );
}
