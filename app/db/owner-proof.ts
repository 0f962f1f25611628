/** How an owner showed they run a tool (docs/product.md#claiming-a-listing). */
export const OWNER_PROOFS = ["email", "meta", "well-known", "administrator"] as const;

export type OwnerProof = (typeof OWNER_PROOFS)[number];
