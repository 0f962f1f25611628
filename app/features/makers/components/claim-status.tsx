import { Link } from "react-router";
import { toolClaimPath, toolSuggestPath } from "~/lib/paths";
import { CLAIM_LINK_LABEL, CLAIMED_LABEL, EDIT_LISTING_LABEL } from "../constants";

/**
 * Whether a listing has an owner (docs/product.md#claiming-a-listing): "Claimed by its maker",
 * or the way to claim it; its owner sees the way to edit it.
 */
export function ClaimStatus({
  toolId,
  claimed,
  owner = false,
}: {
  toolId: string;
  claimed: boolean;
  /** The viewer is the tool's owner. */
  owner?: boolean;
}) {
  return claimed ? (
    <p className="mt-3 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{CLAIMED_LABEL}</span>: the person who keeps this
      listing showed that they control the tool&apos;s website. Administrators check what they
      change before it appears.
      {owner && (
        <>
          {" "}
          <Link
            to={toolSuggestPath(toolId)}
            rel="nofollow"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
          >
            {EDIT_LISTING_LABEL}
          </Link>
        </>
      )}
    </p>
  ) : (
    <p className="mt-3 text-sm">
      <Link
        to={toolClaimPath(toolId)}
        rel="nofollow"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
      >
        {CLAIM_LINK_LABEL}
      </Link>
    </p>
  );
}
