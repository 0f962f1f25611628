import { Link, useSearchParams } from "react-router";
import { getUser } from "~/features/accounts/session.server";
import { getToolForAdmin, listEditorChoices } from "~/features/catalogue/admin-queries.server";
import { SuggestForm } from "~/features/catalogue/components/suggest-form";
import { ToolErrorBoundary } from "~/features/catalogue/components/tool-not-found";
import { ToolSubpage } from "~/features/catalogue/components/tool-subpage";
import { suggestionFormSchema } from "~/features/catalogue/schema";
import {
  suggestEdit,
  suggestionAddressRateLimit,
  suggestionUserRateLimit,
} from "~/features/catalogue/suggestions.server";
import { slugify } from "~/features/catalogue/tool";
import { isToolId } from "~/lib/field-limits";
import { formAction, refusal, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { toolPath, toolSuggestPath } from "~/lib/paths";
import { clientAddressContext } from "~/lib/request-context";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/tool-suggest";

// A signed-in user's suggested edit of a published listing (decision 026): a confirmed email, a
// honeypot and limits per account and per address. Nothing changes on the page until an
// administrator accepts it.

const NOT_FOUND = "No published tool has this id.";
const SUGGESTION_TOASTS = {
  sent: {
    type: "success" as const,
    title: "Suggestion sent",
    description: "An administrator will check it against your sources. We will email you.",
  },
  failure: {
    title: "Suggestion not sent",
    description: "Your suggestion could not be sent. Please try again.",
  },
};

async function requirePublishedTool(id: string) {
  const found = isToolId(id) ? await getToolForAdmin(id) : null;
  invariantResponse(found && found.tool.status === "published", NOT_FOUND, { status: 404 });
  return found.tool;
}

/** Who may suggest: a signed-in user whose email address is confirmed. */
function viewerState(user: ReturnType<typeof getUser>) {
  if (!user) return "signed-out" as const;
  return user.emailVerified ? ("ready" as const) : ("unconfirmed" as const);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const [tool, lists] = await Promise.all([requirePublishedTool(params.id), listEditorChoices()]);
  return { tool, pricingOptions: lists.pricingOptions, viewer: viewerState(getUser(context)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const tool = await requirePublishedTool(params.id);
  const user = getUser(context);
  const address = context.get(clientAddressContext);
  const { pricingOptions } = await listEditorChoices();
  return formAction({
    request,
    schema: suggestionFormSchema(pricingOptions),
    lists: ["platforms"],
    rateLimits: () =>
      user
        ? [
            { limiter: suggestionUserRateLimit, key: user.id },
            { limiter: suggestionAddressRateLimit, key: address },
          ]
        : [],
    rateLimitMessage: "You have sent several suggestions in a short while.",
    failure: SUGGESTION_TOASTS.failure,
    mutate: async (input) => {
      if (!user) return refusal(401, "unauthorized", "Sign in to suggest an edit.");
      if (!user.emailVerified) {
        return refusal(
          403,
          "forbidden",
          "Confirm your email address first: we email you what happens to your suggestion.",
        );
      }
      const filed = await suggestEdit(user.id, tool.id, input);
      if (filed.ok) {
        return success(`${toolSuggestPath(tool.id)}?sent=1`, SUGGESTION_TOASTS.sent, {
          replace: true,
        });
      }
      if (filed.reason === "not_found") return refusal(404, "not_found", NOT_FOUND);
      if (filed.reason !== "unsourced") {
        return refusal(
          400,
          "unchanged",
          "Nothing differs from the listing: change at least one field before you send it.",
        );
      }
      return refusal(400, "invalid_request", "Give the page that states the new value.", {
        fields: { [filed.field]: "Give the page that states the new value (https://)." },
      });
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Suggest an edit${data ? ` of ${data.tool.name}` : ""} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function ToolSuggest({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, pricingOptions, viewer } = loaderData;
  const [searchParams] = useSearchParams();
  const toolHref = toolPath({ id: tool.id, slug: slugify(tool.name) });
  const here = toolSuggestPath(tool.id);
  return (
    <ToolSubpage
      toolHref={toolHref}
      toolName={tool.name}
      title={`Suggest an edit of ${tool.name}`}
      width="max-w-3xl"
      intro={
        <>
          Know a fact that changed? Propose the new value with the page that states it. An
          administrator checks it there; once accepted, the change and its source appear in the
          listing&apos;s public history, and we email you either way.
        </>
      }
    >
      {searchParams.has("sent") ? (
        <div className="text-center">
          <h2 className="text-2xl font-bold text-slate-900">Thank you for your suggestion</h2>
          <p className="mt-2 text-slate-700">
            An administrator will check it against your sources and email you the outcome.
          </p>
          <Link
            to={toolHref}
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 font-semibold [overflow-wrap:anywhere] text-white hover:bg-brand-700"
          >
            {`Back to ${tool.name}`}
          </Link>
        </div>
      ) : viewer === "ready" ? (
        <SuggestForm tool={tool} pricingOptions={pricingOptions} documentReply={actionData} />
      ) : viewer === "unconfirmed" ? (
        <p className="text-slate-700">
          Confirm your email address first (the link is in the email we sent when you signed up): we
          email you what happens to your suggestion.
        </p>
      ) : (
        <p className="text-slate-700">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(here)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Sign in to suggest an edit
          </Link>{" "}
          (so that we can tell you what happens to it).
        </p>
      )}
    </ToolSubpage>
  );
}

const NO_TOOL_HERE = "There is no published tool at this address to suggest an edit of.";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ToolErrorBoundary error={error} notFound={NO_TOOL_HERE} />;
}
