import { createHash, randomBytes } from "node:crypto";

// The links emailed to people (newsletter confirmation and unsubscribe, alerts' unsubscribe) carry
// a random token; the database keeps only its SHA-256 (decision 016). 32 random bytes cannot be
// guessed, so a plain hash (no salt, no slow hash) is enough, and it lets a link find its row
// through a unique index.

/** A new token for an emailed link, and the hash to store. */
export function newLinkToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

/** The stored form of a link's token. */
export function hashLinkToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}
