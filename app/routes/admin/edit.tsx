import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { queueItemId } from "~/features/admin/schema";
import {
  FromTheOwner,
  SuggestionReject,
  SuggestionReview,
} from "~/features/catalogue/components/suggestion-review";
import { SuggestionAcceptSchema, SuggestionRejectSchema } from "~/features/catalogue/schema";
import { fieldLabel } from "~/features/catalogue/change-words";
import {
  acceptSuggestion,
  getSuggestion,
  rejectSuggestion,
} from "~/features/catalogue/suggestions.server";
import { slugify } from "~/features/catalogue/tool";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { siteOrigin } from "~/lib/origin.server";
import { toolPath } from "~/lib/paths";
import type { Route } from "./+types/edit";

const NOT_FOUND = "No suggested edit has this id.";

export async function loader({ params }: Route.LoaderArgs) {
  const suggestion = await getSuggestion(queueItemId(params.id, "suggested edit"));
  invariantResponse(suggestion, NOT_FOUND, { status: 404 });
  return { suggestion };
}

const REFUSED = {
  not_found: () => refusal(404, "not_found", NOT_FOUND),
  decided: () => refusal(409, "conflict", "This suggestion has already been decided."),
  moved: () =>
    refusal(
      409,
      "conflict",
      "The listing changed while you were reviewing this suggestion. Look at it again before you decide.",
    ),
  none_chosen: () => refusal(400, "invalid_request", "Choose at least one change to apply."),
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const id = queueItemId(params.id, "suggested edit");
  const here = `/admin/edits/${id}`;
  const origin = siteOrigin(request);
  return formAction({
    request,
    lists: ["fields"],
    defaultIntent: "accept",
    intents: {
      accept: formSpec({
        schema: SuggestionAcceptSchema,
        honeypot: false,
        mutate: async ({ fields, version }) => {
          const decided = await acceptSuggestion(
            id,
            fields,
            version,
            admin,
            (tool) => `${origin}${toolPath({ id: tool.id, slug: slugify(tool.name) })}`,
          );
          if (!decided.ok) return REFUSED[decided.reason]();
          return success(here, {
            type: "success",
            title: "Suggestion applied",
            description: `Changed: ${decided.applied.map(fieldLabel).join(", ")}. The suggester was emailed.`,
          });
        },
      }),
      reject: formSpec({
        schema: SuggestionRejectSchema,
        honeypot: false,
        mutate: async ({ reason }) => {
          const decided = await rejectSuggestion(id, reason, admin);
          if (!decided.ok) return REFUSED[decided.reason]();
          return success(here, {
            type: "success",
            title: "Suggestion rejected",
            description: "The suggester was emailed the reason.",
          });
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data ? `Suggested edit of ${data.suggestion.tool.name}` : "Suggested edit"} | Admin | AI Tools Directory`,
  },
  { name: "robots", content: "noindex" },
];

/** One suggested edit: its changes against the listing now, and the decision. */
export default function AdminEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { suggestion } = loaderData;
  const here = `/admin/edits/${suggestion.id}`;
  const tool = suggestion.tool;
  return (
    <div className="max-w-5xl">
      <Link to="/admin/edits" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Suggested edits
      </Link>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {`Suggested edit of ${tool.name}`}
      </h1>
      {suggestion.fromOwner && (
        <p className="mt-2 text-sm text-slate-700">
          <FromTheOwner />{" "}
          {suggestion.authorOwnsTool
            ? "Sent by the tool's owner: once applied, the history shows it as the maker's and each applied fact as confirmed by the maker."
            : "Its author no longer owns this tool: once applied, it is recorded as a visitor's suggestion, not as the maker's."}
        </p>
      )}
      <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-600">
        {`${suggestion.suggester ?? "A deleted account"} · suggested ${adminDateTime(suggestion.createdAt)} · `}
        <Link
          to={`/admin/tools/${encodeURIComponent(tool.id)}`}
          className="font-medium text-brand-700 hover:underline"
        >
          Open in the editor
        </Link>
      </p>
      {suggestion.note && (
        <blockquote className="mt-4 rounded-md border-l-4 border-slate-300 bg-slate-50 p-3 text-slate-800 [overflow-wrap:anywhere]">
          {suggestion.note}
        </blockquote>
      )}
      {suggestion.status === "pending" ? (
        <div className="mt-6 space-y-8">
          <SuggestionReview
            fields={suggestion.fields}
            version={tool.updatedAt}
            documentReply={actionData}
            action={here}
          />
          <section aria-labelledby="reject-heading">
            <h2 id="reject-heading" className="text-lg font-semibold text-slate-900">
              Or reject it
            </h2>
            <div className="mt-2">
              <SuggestionReject documentReply={actionData} action={here} />
            </div>
          </section>
        </div>
      ) : (
        <div className="mt-6 space-y-3 text-slate-800">
          <p>
            {suggestion.status === "accepted"
              ? `Accepted ${suggestion.decidedAt ? adminDateTime(suggestion.decidedAt) : ""} by ${suggestion.decidedBy ?? "an administrator"}: ${(suggestion.applied ?? []).map(fieldLabel).join(", ")}.`
              : `Rejected ${suggestion.decidedAt ? adminDateTime(suggestion.decidedAt) : ""} by ${suggestion.decidedBy ?? "an administrator"}: ${suggestion.reason ?? ""}`}
          </p>
          <ul className="list-disc pl-5 text-sm">
            {suggestion.fields.map((field) => (
              <li key={field.field}>{field.label}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
