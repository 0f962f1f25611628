import { FormPage } from "~/components/ui/form-page";
import { getUser } from "~/features/accounts/session.server";
import { SubmissionForm } from "~/features/submissions/components/submission-form";
import { saveToolSubmission, submissionRateLimit } from "~/features/submissions/mutations.server";
import {
  REVIEW_TIME,
  SUBMISSION_HONEYPOT,
  SUBMISSION_TOASTS,
} from "~/features/submissions/constants";
import { ToolSubmissionSchema } from "~/features/submissions/schema";
import { formAction, perAddress, success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/submit-tool";

export async function action({ request, context }: Route.ActionArgs) {
  const user = getUser(context);
  return formAction({
    request,
    schema: ToolSubmissionSchema,
    honeypot: SUBMISSION_HONEYPOT,
    rateLimits: perAddress(context, submissionRateLimit),
    failure: SUBMISSION_TOASTS.failure,
    mutate: async (submission) => {
      await saveToolSubmission(submission, user);
      // docs/product.md#submit-a-tool: success goes home with the toast.
      return success("/", SUBMISSION_TOASTS.success);
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Submit a Tool",
    description: `Submit an AI tool to the directory. We review every submission within ${REVIEW_TIME}.`,
    path: "/submit-tool",
    origin: originFrom(matches),
  });

export default function SubmitTool({ actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title="Submit a Tool"
      intro={
        <>
          Built or found an AI tool that belongs here? Tell us about it. We check every submission
          by hand and review it within {REVIEW_TIME}; listings are free.
        </>
      }
    >
      <div className="mt-8">
        <SubmissionForm documentReply={actionData} />
      </div>
    </FormPage>
  );
}
