import { Link, useSearchParams } from "react-router";
import { getUser } from "~/features/accounts/session.server";
import { getToolForAdmin, listEditorChoices } from "~/features/catalogue/admin-queries.server";
import { SuggestForm } from "~/features/catalogue/components/suggest-form";
import { LaterToolErrorBoundary } from "~/features/catalogue/components/later-tool-page";
import { ToolSubpage } from "~/features/catalogue/components/tool-subpage";
import {
  OWNER_LOGO_FIELD,
  OWNER_LOGO_MAX_BYTES,
  OWNER_LOGO_TOO_LARGE,
} from "~/features/catalogue/constants";
import {
  LogoRefused,
  prepareOwnerLogo,
  removeOwnerLogo,
  storeOwnerLogo,
} from "~/features/catalogue/owner-logo.server";
import {
  ownerEditFormSchema,
  suggestionFormSchema,
  type OwnerEditInput,
} from "~/features/catalogue/schema";
import {
  suggestEdit,
  suggestionAddressRateLimit,
  suggestionUserRateLimit,
  type SuggestResult,
} from "~/features/catalogue/suggestions.server";
import { slugify } from "~/features/catalogue/tool";
import { isToolId } from "~/lib/field-limits";
import { formAction, refusal, success, type FormOutcome } from "~/lib/form-action.server";
import type { FormFields } from "~/lib/form-data.server";
import { invariantResponse } from "~/lib/invariant";
import { toolPath, toolSuggestPath } from "~/lib/paths";
import { clientAddressContext } from "~/lib/request-context";
import { SITE } from "~/lib/site";
import { ownsTool } from "~/lib/tool-owner.server";
import type { Route } from "./+types/tool-suggest";

// A signed-in user's suggested edit of a published listing (decision 026): a confirmed email, a
// honeypot and limits per account and per address. Nothing changes on the page until an
// administrator accepts it. The tool's owner, checked at each request, edits the listing here
// too, with its use cases and a new logo, and their edit is sent as the owner's (decision 030).

const NOT_FOUND = "No published tool has this id.";
const SUGGESTION_TOASTS = {
  sent: {
    type: "success" as const,
    title: "Suggestion sent",
    description: "An administrator will check it against your sources. We will email you.",
  },
  ownerSent: {
    type: "success" as const,
    title: "Changes sent",
    description: "An administrator checks them before they appear. We will email you.",
  },
  failure: {
    title: "Suggestion not sent",
    description: "Your suggestion could not be sent. Please try again.",
  },
};

/** Room for the largest logo and the rest of the owner's form. */
const OWNER_FORM_MAX_BYTES = OWNER_LOGO_MAX_BYTES + 64 * 1024;
const NOT_THE_OWNER =
  "Only the tool's owner can change its use cases and logo, and you do not own this tool now. Reload the page to suggest an edit.";

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
  const user = getUser(context);
  const [tool, lists] = await Promise.all([requirePublishedTool(params.id), listEditorChoices()]);
  const viewer = viewerState(user);
  const owner = viewer === "ready" && (await ownsTool(user!.id, tool.id));
  // The link back is made here, so the page's script does not carry the slug rules.
  const toolHref = toolPath({ id: tool.id, slug: slugify(tool.name) });
  return { tool, toolHref, pricingOptions: lists.pricingOptions, viewer, owner };
}

/** Whether a form carries what only the owner sends: use cases, or a logo. */
function sendsOwnerFields(fields: FormFields) {
  const logo = fields[OWNER_LOGO_FIELD];
  return Object.hasOwn(fields, "useCases") || (logo instanceof File && logo.size > 0);
}

/**
 * Files the owner's edit: the logo checked and stored first (LogoRefused answers in place), and
 * removed again when the edit is refused, so that nothing refused is kept.
 */
async function fileOwnerEdit(
  file: (logo: string | undefined) => Promise<FormOutcome>,
  logo: FormDataEntryValue | undefined,
): Promise<FormOutcome> {
  if (!(logo instanceof File) || logo.size === 0) return file(undefined);
  let stored: Awaited<ReturnType<typeof storeOwnerLogo>>;
  try {
    stored = await storeOwnerLogo(await prepareOwnerLogo(logo));
  } catch (error) {
    if (!(error instanceof LogoRefused)) throw error;
    return refusal(error.status, "invalid_request", error.message, {
      fields: { [OWNER_LOGO_FIELD]: error.message },
    });
  }
  const outcome = await file(stored.url).catch(async (error: unknown) => {
    await removeOwnerLogo(stored.key);
    throw error;
  });
  if (!outcome.ok) await removeOwnerLogo(stored.key);
  return outcome;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const tool = await requirePublishedTool(params.id);
  const user = getUser(context);
  const address = context.get(clientAddressContext);
  const { pricingOptions } = await listEditorChoices();
  // Read at each request: an owner removed a moment ago sends as a visitor.
  const owner = user?.emailVerified ? await ownsTool(user.id, tool.id) : false;
  return formAction({
    request,
    schema: owner ? ownerEditFormSchema(pricingOptions) : suggestionFormSchema(pricingOptions),
    ...(owner
      ? {
          maxBytes: OWNER_FORM_MAX_BYTES,
          tooLarge: refusal(413, "invalid_request", OWNER_LOGO_TOO_LARGE, {
            fields: { [OWNER_LOGO_FIELD]: OWNER_LOGO_TOO_LARGE },
          }),
        }
      : {}),
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
    mutate: async (input, fields) => {
      if (!user) return refusal(401, "unauthorized", "Sign in to suggest an edit.");
      if (!user.emailVerified) {
        return refusal(
          403,
          "forbidden",
          "Confirm your email address first: we email you what happens to your suggestion.",
        );
      }
      if (!owner && sendsOwnerFields(fields)) return refusal(403, "forbidden", NOT_THE_OWNER);
      if (owner) {
        return fileOwnerEdit(
          async (logo) =>
            answer(
              await suggestEdit(user.id, tool.id, {
                ...(input as OwnerEditInput),
                fromOwner: true,
                logo,
              }),
              true,
            ),
          fields[OWNER_LOGO_FIELD],
        );
      }
      return answer(await suggestEdit(user.id, tool.id, input), false);
    },
  });

  /** The page's answer to a filed (or refused) suggestion. */
  function answer(filed: SuggestResult, fromOwner: boolean): FormOutcome {
    if (filed.ok) {
      return success(
        `${toolSuggestPath(tool.id)}?sent=1`,
        fromOwner ? SUGGESTION_TOASTS.ownerSent : SUGGESTION_TOASTS.sent,
        { replace: true },
      );
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
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${
      data?.owner
        ? `Edit the listing of ${data.tool.name}`
        : `Suggest an edit${data ? ` of ${data.tool.name}` : ""}`
    } | ${SITE.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ToolSuggest({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, toolHref, pricingOptions, viewer, owner } = loaderData;
  const [searchParams] = useSearchParams();
  const here = toolSuggestPath(tool.id);
  return (
    <ToolSubpage
      toolHref={toolHref}
      toolName={tool.name}
      title={owner ? `Edit the listing of ${tool.name}` : `Suggest an edit of ${tool.name}`}
      width="max-w-3xl"
      intro={
        owner ? (
          <>
            You own this listing: keep it true. An administrator checks each change before it
            appears; accepted changes show in the listing&apos;s public history as the maker&apos;s,
            and we email you either way. Pros, cons and the editor&apos;s rating stay the
            editors&apos; own.
          </>
        ) : (
          <>
            Know a fact that changed? Propose the new value with the page that states it. An
            administrator checks it there; once accepted, the change and its source appear in the
            listing&apos;s public history, and we email you either way.
          </>
        )
      }
    >
      {searchParams.has("sent") ? (
        <div className="text-center">
          <h2 className="text-2xl font-bold text-slate-900">
            {owner
              ? "Thank you: your changes are with the administrators"
              : "Thank you for your suggestion"}
          </h2>
          <p className="mt-2 text-slate-700">
            {owner
              ? "An administrator will check them and email you the outcome."
              : "An administrator will check it against your sources and email you the outcome."}
          </p>
          <Link
            to={toolHref}
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 font-semibold [overflow-wrap:anywhere] text-white hover:bg-brand-700"
          >
            {`Back to ${tool.name}`}
          </Link>
        </div>
      ) : viewer === "ready" ? (
        <SuggestForm
          tool={tool}
          pricingOptions={pricingOptions}
          owner={owner}
          documentReply={actionData}
        />
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
  return <LaterToolErrorBoundary error={error} notFound={NO_TOOL_HERE} />;
}
