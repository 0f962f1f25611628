// docs/product.md#claiming-a-listing: what a maker sees while claiming a listing.

export type { OwnerProof } from "~/db/owner-proof";

/** How long an emailed code works. */
export const CLAIM_CODE_TTL_MS = 10 * 60_000;

/** Wrong codes allowed before a new one must be asked for. */
export const CLAIM_CODE_MAX_TRIES = 5;

/** The meta tag's name on the tool's homepage: `<meta name="aitools-claim" content="TOKEN">`. */
export const CLAIM_META_NAME = "aitools-claim";

/** The file on the website's origin that may carry the token instead. */
export const CLAIM_WELL_KNOWN_PATH = "/.well-known/aitools-claim.txt";

/** The tool page's line for a listing that has an owner. */
export const CLAIMED_LABEL = "Claimed by its maker";

/** The tool page's link for one that has none. */
export const CLAIM_LINK_LABEL = "Own this tool? Claim it";

/** The owner's way to the edit of their listing, on the tool page. */
export const EDIT_LISTING_LABEL = "Edit your listing";

/** Why a code or a website check did not make the user the owner, in words they can act on. */
export const CLAIM_REFUSALS = {
  owned: "This tool already has an owner.",
  "no-code": "Ask for a code first: we email it to an address on the tool's domain.",
  expired: "This code has expired (codes work for 10 minutes). Ask for a new one.",
  "wrong-code": "This code is not the one we sent. Check the latest email, or ask for a new code.",
  "too-many-tries": "Too many wrong codes. Ask for a new one.",
  "not-on-domain": "Give an address on the tool's own domain.",
  "no-mail-domain": "This tool's website cannot be claimed by email.",
  "not-found":
    "We did not find your token on the website: neither the meta tag on its homepage nor the file under /.well-known/. Publish one and check again.",
  redirected:
    "The website sent us to another domain, so its pages cannot show that you control this one.",
  unreachable: "We could not read the website (no answer, or an address we do not visit).",
  "no-domain": "This tool's website cannot be claimed: ask the administrators instead.",
} as const;

/** The periods the dashboard of a tool shows, in days (docs/product.md#your-tools). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
