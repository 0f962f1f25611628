import { Link } from "react-router";
import { guardedAdmin } from "~/features/accounts/session.server";
import { ADMIN_PAGE_HEADERS } from "~/features/admin/constants";
import { adminDateTime } from "~/features/admin/format";
import { slugify } from "~/features/catalogue/tool";
import {
  grantOwner,
  listOwners,
  listRequestedClaims,
  refuseClaim,
  requestedClaim,
  revokeOwner,
  type OwnerWrite,
} from "~/features/makers/admin-owners.server";
import {
  ClaimDecisionForms,
  OwnerGrantForm,
  OwnerRevokeForm,
} from "~/features/makers/components/owner-forms";
import {
  ClaimGrantSchema,
  ClaimRefuseSchema,
  OwnerGrantSchema,
  OwnerRevokeSchema,
} from "~/features/makers/schema";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { toolPath } from "~/lib/paths";
import type { Route } from "./+types/owners";

// Owners and claims (docs/product.md#claiming-a-listing): the claims makers could not prove on
// their own, naming, changing and removing owners. Every write is audited.

const PATH = "/admin/owners";

const PROOF_WORDS = {
  email: (of: string | null) => `code emailed to ${of ?? "an address on the domain"}`,
  meta: (of: string | null) => `token on ${of ?? "the homepage"}`,
  "well-known": (of: string | null) => `token at ${of ?? "the website"}`,
  administrator: (of: string | null) => `named by ${of ?? "an administrator"}`,
} as const;

const REFUSED: Record<Exclude<OwnerWrite, { ok: true }>["reason"], [number, string]> = {
  "no-tool": [404, "No tool has this id."],
  "no-user": [404, "No account has this email address."],
  "no-owner": [409, "This tool has no owner."],
  "no-claim": [409, "This claim was decided already."],
};

const refused = (written: Exclude<OwnerWrite, { ok: true }>) => {
  const [status, message] = REFUSED[written.reason];
  return refusal(status, written.reason.replace("-", "_"), message, {
    toast: { type: "error", title: "Not changed", description: message },
  });
};

export async function loader() {
  const [owners, claims] = await Promise.all([listOwners(), listRequestedClaims()]);
  return {
    owners: owners.map((owner) => ({ ...owner, since: owner.since.toISOString() })),
    claims: claims.map((claim) => ({ ...claim, askedAt: claim.askedAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin(context);
  const named = (written: OwnerWrite) =>
    written.ok
      ? success(PATH, {
          type: "success",
          title: "Owner named",
          description: `${written.email} now owns ${written.toolName}.`,
        })
      : refused(written);
  return formAction({
    request,
    defaultIntent: "grant",
    intents: {
      grant: formSpec({
        schema: OwnerGrantSchema,
        honeypot: false,
        mutate: async ({ toolId, email }) => named(await grantOwner(toolId, email, admin)),
      }),
      revoke: formSpec({
        schema: OwnerRevokeSchema,
        honeypot: false,
        mutate: async ({ toolId }) => {
          const written = await revokeOwner(toolId, admin);
          if (!written.ok) return refused(written);
          return success(PATH, {
            type: "success",
            title: "Owner removed",
            description: `${written.email} no longer owns ${written.toolName}.`,
          });
        },
      }),
      "grant-claim": formSpec({
        schema: ClaimGrantSchema,
        honeypot: false,
        mutate: async ({ claimId }) => {
          const claim = await requestedClaim(claimId);
          if (!claim) return refused({ ok: false, reason: "no-claim" });
          return named(await grantOwner(claim.toolId, claim.email, admin));
        },
      }),
      "refuse-claim": formSpec({
        schema: ClaimRefuseSchema,
        honeypot: false,
        mutate: async ({ claimId, reason }) => {
          const written = await refuseClaim(claimId, reason, admin);
          if (!written.ok) return refused(written);
          return success(PATH, {
            type: "success",
            title: "Claim refused",
            description: `${written.email} was emailed the reason.`,
          });
        },
      }),
    },
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Owners | Admin | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

const toolHref = (id: string, name: string) => toolPath({ id, slug: slugify(name) });
const SECTION = "mt-8 text-xl font-semibold text-slate-900";

export default function AdminOwners({ loaderData }: Route.ComponentProps) {
  const { owners, claims } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Owners</h1>
      <p className="mt-2 text-slate-700">
        Makers who proved they run a tool&apos;s website own its listing. Claims they could not
        prove wait here; you can also name, change or remove an owner.
      </p>

      <h2 className={SECTION}>Claims to decide</h2>
      {claims.length === 0 ? (
        <p className="mt-2 text-slate-600">No claim is waiting for a decision.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {claims.map((claim) => (
            <li key={claim.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link
                to={toolHref(claim.toolId, claim.toolName)}
                className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
              >
                {claim.toolName}
              </Link>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${claim.email} · asked ${adminDateTime(claim.askedAt)} · website ${claim.toolUrl}`}
              </p>
              <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                {claim.note}
              </p>
              <ClaimDecisionForms claimId={claim.id} />
            </li>
          ))}
        </ul>
      )}

      <h2 className={SECTION}>Name an owner</h2>
      <p className="mt-1 text-sm text-slate-600">
        The account must exist. A tool that has an owner passes to the new one.
      </p>
      <div className="mt-3">
        <OwnerGrantForm />
      </div>

      <h2 className={SECTION}>Owned tools</h2>
      {owners.length === 0 ? (
        <p className="mt-2 text-slate-600">No tool has an owner yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {owners.map((owner) => (
            <li key={owner.toolId} className="p-4">
              <Link
                to={toolHref(owner.toolId, owner.toolName)}
                className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
              >
                {owner.toolName}
              </Link>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {`${owner.email} · since ${adminDateTime(owner.since)} · ${PROOF_WORDS[owner.proof](owner.proofOf)}`}
              </p>
              <div className="mt-2">
                <OwnerRevokeForm toolId={owner.toolId} toolName={owner.toolName} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
