import { sql } from "drizzle-orm";
import { addAdmins } from "~/features/accounts/admins.server";
import { queryRows, type Db } from "~/lib/db.server";
import { createSession, createUser } from "../factories";
import { uniqueEmail } from "../helpers";
import type { VisitorKind } from "./cases";

/** A signed-in user and administrator, signed in again whenever a case ended their session. */
export class Visitors {
  private sessions: Partial<Record<"user" | "admin", { cookie: string; token: string }>> = {};
  constructor(private readonly db: Db) {}

  /** The Cookie header a case sends as `kind` (none for an anonymous visitor). */
  async cookieFor(kind: VisitorKind): Promise<string | undefined> {
    if (kind === "anonymous") return undefined;
    // A session cookie of the right name whose token and signature match nothing.
    if (kind === "stale-cookie") return "aitools.session_token=stale.c2lnbmF0dXJl";
    const known = this.sessions[kind];
    if (known && (await this.stillSignedIn(kind, known.token))) return known.cookie;
    const user = await createUser(this.db, { email: uniqueEmail(`fuzz-${kind}`) });
    if (kind === "admin") await addAdmins(this.db, [user.email]);
    const session = await createSession(this.db, user);
    this.sessions[kind] = { cookie: session.cookie, token: session.session.token };
    return session.cookie;
  }

  private async stillSignedIn(kind: "user" | "admin", token: string) {
    const rows = await queryRows<{ admin: boolean }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM admin_users a WHERE a.email = lower(u.email)) AS admin
          FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token = ${token} AND s.expires_at > now()`,
    );
    return rows.length === 1 && (kind === "user" || rows[0]!.admin);
  }
}
