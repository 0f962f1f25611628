import { Link } from "react-router";
import { getUser } from "~/features/accounts/session.server";
import { slugify } from "~/features/catalogue/tool";
import {
  checkClaimOnWebsite,
  claimableTool,
  claimCheckRateLimit,
  claimCodeAddressRateLimit,
  claimCodeUserRateLimit,
  claimFor,
  claimToken,
  confirmClaimCode,
  existingClaim,
  ownerOf,
  sendClaimCode,
  type ClaimTool,
} from "~/features/makers/claims.server";
import { ClaimForms, type ClaimView } from "~/features/makers/components/claim-forms";
import { CLAIM_REFUSALS } from "~/features/makers/constants";
import { claimableMailDomains, websiteDomain } from "~/features/makers/domains.server";
import { requestClaim } from "~/features/makers/admin-owners.server";
import {
  ClaimCheckSchema,
  ClaimCodeRequestSchema,
  ClaimCodeSchema,
  ClaimRequestSchema,
} from "~/features/makers/schema";
import { LaterToolErrorBoundary } from "~/features/catalogue/components/later-tool-page";
import { ToolSubpage } from "~/features/catalogue/components/tool-subpage";
import { getEnv } from "~/lib/env.server";
import { isToolId } from "~/lib/field-limits";
import { formAction, formSpec, refusal, success, type FormRefusal } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { toolClaimPath, toolPath } from "~/lib/paths";
import { clientAddressContext } from "~/lib/request-context";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/tool-claim";

// A maker's claim of a published listing (docs/product.md#claiming-a-listing): a signed-in user
// with a confirmed email shows control of the website's domain and becomes its one owner.

const NOT_FOUND = "No published tool has this id.";
const CLAIM_FAILURE = {
  title: "Not claimed",
  description: "Your claim could not be checked. Please try again.",
};

async function requireTool(id: string) {
  const tool = isToolId(id) ? await claimableTool(id) : null;
  invariantResponse(tool, NOT_FOUND, { status: 404 });
  return tool;
}

/** The claim as the page shows it; reading it writes nothing. */
async function claimView(userId: string, tool: ClaimTool, now = new Date()): Promise<ClaimView> {
  const [claim, token] = await Promise.all([
    existingClaim(userId, tool.id),
    claimToken(userId, tool.id),
  ]);
  const domain = websiteDomain(tool.url);
  const codeWorks = claim?.codeEmail && claim.codeExpiresAt && claim.codeExpiresAt > now;
  return {
    mailDomains: claimableMailDomains(tool.url),
    origin: domain.ok ? new URL(tool.url).origin : null,
    token,
    codeSentTo: codeWorks ? claim.codeEmail : null,
    requested: claim?.status === "requested",
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const tool = await requireTool(params.id);
  const user = getUser(context);
  const owner = await ownerOf(tool.id);
  // The link back is made here, so the page's script does not carry the slug rules.
  const toolHref = toolPath({ id: tool.id, slug: slugify(tool.name) });
  const base = { tool: { id: tool.id, name: tool.name }, toolHref, claim: null };
  if (owner) return { ...base, state: owner.userId === user?.id ? "yours" : "owned" } as const;
  if (!user) return { ...base, state: "signed-out" } as const;
  if (!user.emailVerified) return { ...base, state: "unconfirmed" } as const;
  return { ...base, state: "ready", claim: await claimView(user.id, tool) } as const;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const tool = await requireTool(params.id);
  const user = getUser(context);
  const address = context.get(clientAddressContext);
  const here = toolClaimPath(tool.id);
  const page = toolPath({ id: tool.id, slug: slugify(tool.name) });
  const refused = (reason: keyof typeof CLAIM_REFUSALS, field?: string): FormRefusal =>
    refusal(reason === "owned" ? 409 : 400, reason.replaceAll("-", "_"), CLAIM_REFUSALS[reason], {
      ...(field ? { fields: { [field]: CLAIM_REFUSALS[reason] } } : {}),
    });
  const whoMayClaim = () => {
    if (!user) return refusal(401, "unauthorized", "Sign in to claim this tool.");
    if (!user.emailVerified) {
      return refusal(403, "forbidden", "Confirm your email address first, then claim the tool.");
    }
    return null;
  };
  const owned = {
    type: "success" as const,
    title: "You own this listing",
    description: `${tool.name} now says it is claimed by its maker.`,
  };
  return formAction({
    request,
    defaultIntent: "send-code",
    intents: {
      "send-code": formSpec({
        schema: ClaimCodeRequestSchema,
        honeypot: false,
        rateLimits: ({ email }) =>
          user
            ? [
                { limiter: claimCodeUserRateLimit, key: user.id },
                { limiter: claimCodeAddressRateLimit, key: email },
              ]
            : [],
        rateLimitMessage: "Several codes were asked for in a short while.",
        failure: CLAIM_FAILURE,
        mutate: async ({ email }) => {
          const cannot = whoMayClaim();
          if (cannot || !user) return cannot!;
          const sent = await sendClaimCode(user.id, tool, email);
          if (!sent.ok) return refused(sent.reason, sent.reason === "owned" ? undefined : "email");
          return success(here, {
            type: "success",
            title: "Code sent",
            description: `We emailed a code to ${sent.email}. It works for 10 minutes.`,
          });
        },
      }),
      "confirm-code": formSpec({
        schema: ClaimCodeSchema,
        honeypot: false,
        rateLimits: () => (user ? [{ limiter: claimCheckRateLimit, key: user.id }] : []),
        failure: CLAIM_FAILURE,
        mutate: async ({ code }) => {
          const cannot = whoMayClaim();
          if (cannot || !user) return cannot!;
          const claimed = await confirmClaimCode(user.id, tool, code);
          if (!claimed.ok) {
            return refused(claimed.reason, claimed.reason === "owned" ? undefined : "code");
          }
          return success(page, owned);
        },
      }),
      ask: formSpec({
        schema: ClaimRequestSchema,
        honeypot: false,
        rateLimits: () => (user ? [{ limiter: claimCheckRateLimit, key: user.id }] : []),
        failure: CLAIM_FAILURE,
        mutate: async ({ note }) => {
          const cannot = whoMayClaim();
          if (cannot || !user) return cannot!;
          if (await ownerOf(tool.id)) return refused("owned");
          await claimFor(user.id, tool.id);
          await requestClaim(user.id, tool.id, note);
          return success(here, {
            type: "success",
            title: "Request sent",
            description: "An administrator will look at it and email you.",
          });
        },
      }),
      "check-website": formSpec({
        schema: ClaimCheckSchema,
        honeypot: false,
        rateLimits: () =>
          user
            ? [
                { limiter: claimCheckRateLimit, key: user.id },
                { limiter: claimCheckRateLimit, key: address },
              ]
            : [],
        failure: CLAIM_FAILURE,
        mutate: async () => {
          const cannot = whoMayClaim();
          if (cannot || !user) return cannot!;
          const claimed = await checkClaimOnWebsite(user.id, tool, {
            allowPrivate: getEnv().FETCH_ALLOW_PRIVATE,
          });
          if (!claimed.ok) return refused(claimed.reason);
          return success(page, owned);
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Claim ${data ? data.tool.name : "a tool"} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function ToolClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, toolHref, state, claim } = loaderData;
  const here = toolClaimPath(tool.id);
  return (
    <ToolSubpage
      toolHref={toolHref}
      toolName={tool.name}
      title={`Claim ${tool.name}`}
      width="max-w-3xl"
      intro={
        <>
          Do you make {tool.name}? Show that you control its website&apos;s domain and you can keep
          the listing current and answer reviews. A tool has one owner; the listing then says it is
          claimed by its maker.
        </>
      }
    >
      {state === "ready" && claim ? (
        <ClaimForms claim={claim} reply={actionData} />
      ) : state === "yours" ? (
        <p className="text-slate-700">You own this listing.</p>
      ) : state === "owned" ? (
        <p className="text-slate-700">
          {tool.name} already has an owner. If you think that is wrong,{" "}
          <Link
            to="/contact"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline md:min-h-0"
          >
            write to us
          </Link>
          .
        </p>
      ) : state === "unconfirmed" ? (
        <p className="text-slate-700">
          Confirm your email address first (the link is in the email we sent when you signed up),
          then come back to claim the tool.
        </p>
      ) : (
        <p className="text-slate-700">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(here)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Sign in to claim this tool
          </Link>
        </p>
      )}
    </ToolSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LaterToolErrorBoundary error={error} />;
}
