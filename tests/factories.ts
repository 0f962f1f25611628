import { randomBytes } from "node:crypto";
import { hashPassword, makeSignature } from "better-auth/crypto";
import { accounts, aiTools, sessions, users } from "~/db/schema";
import { addAdmins } from "~/features/accounts/admins.server";
import { SESSION_DAYS } from "~/lib/auth.server";
import { announcedOrigin } from "~/lib/origin.server";
import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readOrCreateSecret } from "~/lib/secret.server";
import { uniqueEmail } from "./helpers";

// Small factories that write valid rows straight into a test's database, so a test that needs a
// tool, an account or a signed-in visitor does not have to go through forms and mail to get one.

const randomId = (bytes = 16) => randomBytes(bytes).toString("base64url");
const suffix = () => randomBytes(4).toString("hex");

export type ToolRow = typeof aiTools.$inferSelect;
export type ToolOverrides = Partial<Omit<typeof aiTools.$inferInsert, "searchVector" | "nameKey">>;

/** Inserts a published tool with every field a listing shows; `overrides` replace any of them. */
export async function createTool(db: Db, overrides: ToolOverrides = {}): Promise<ToolRow> {
  const unique = suffix();
  const [tool] = await db
    .insert(aiTools)
    .values({
      id: `test-tool-${unique}`,
      name: `Test Tool ${unique}`,
      logo: null,
      shortDescription: "Turns a few bullet points into tidy first drafts for busy teams.",
      description:
        "Test Tool drafts emails, release notes and product descriptions from a handful of bullet points, keeping the tone of earlier texts it is given, and exports them to the usual office formats.",
      category: ["Text Generation", "Productivity"],
      pricing: "Freemium",
      editorialRating: 4.2,
      features: ["Drafts from bullet points", "Keeps your tone", "Exports to office formats"],
      url: `https://example.com/tools/${unique}`,
      apiAccess: true,
      createdAt: new Date(),
      pros: ["Quick to learn.", "Useful free tier."],
      cons: ["Drafts still need a human edit."],
      useCases: ["Writing release notes from a changelog."],
      ...overrides,
    })
    .returning();
  return tool!;
}

export type UserOverrides = Partial<{
  name: string;
  email: string;
  password: string;
  emailVerified: boolean;
  image: string | null;
}>;

export type TestUser = typeof users.$inferSelect & { password: string };

/**
 * Inserts an account the way sign-up and the confirmation link leave it: a user whose email is
 * confirmed, with a password account holding the auth library's own hash of `password`, so the
 * user can sign in through the real form. Returns the user row with the plain password.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const { password = "correct-horse-42", ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      id: randomId(),
      name: "Test Person",
      email: uniqueEmail("user"),
      emailVerified: true,
      ...fields,
    })
    .returning();
  await db.insert(accounts).values({
    id: randomId(),
    // The auth library names the email-and-password account "credential", keyed by the user id.
    providerId: "credential",
    accountId: user!.id,
    userId: user!.id,
    password: await hashPassword(password),
  });
  return { ...user!, password };
}

/** The secret the server signs cookies with: AUTH_SECRET, or the one kept in the database. */
async function authSecret(db: Db) {
  return getEnv().AUTH_SECRET ?? readOrCreateSecret(db);
}

export type TestSession = {
  session: typeof sessions.$inferSelect;
  /** The cookie's name and signed value, e.g. for Playwright's `addCookies`. */
  name: string;
  value: string;
  /** `name=value`, ready for a request's Cookie header. */
  cookie: string;
};

/**
 * Starts a remembered session for `user`: a session row like the one sign-in writes, and its
 * cookie signed as the auth library signs it (`token.HMAC-SHA256(token, secret)` in base64,
 * URL-encoded), so the server accepts it as a signed-in visitor.
 */
export async function createSession(db: Db, user: { id: string }): Promise<TestSession> {
  const token = randomId(24);
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomId(),
      token,
      userId: user.id,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  const signature = await makeSignature(token, await authSecret(db));
  const secure = announcedOrigin().startsWith("https://");
  const name = `${secure ? "__Secure-" : ""}aitools.session_token`;
  const value = encodeURIComponent(`${token}.${signature}`);
  return { session: session!, name, value, cookie: `${name}=${value}` };
}

/** A user and an administrator (in the admins list), each signed in: whom admin tests act as. */
export async function createUserAndAdmin(db: Db) {
  const user = await createUser(db, { email: uniqueEmail("user") });
  const admin = await createUser(db, { email: uniqueEmail("admin") });
  await addAdmins(db, [admin.email]);
  return {
    userId: user.id,
    userCookie: (await createSession(db, user)).cookie,
    adminEmail: admin.email,
    adminCookie: (await createSession(db, admin)).cookie,
  };
}

/** The admin tool editor's fields for a valid tool (any can be replaced), as a form body. */
export function adminToolForm(
  fields: Record<string, string> = {},
  categories = ["Research", "Education"],
) {
  const body = new URLSearchParams({
    intent: "save",
    name: "Quillmere",
    url: "https://quillmere.example.com",
    logo: "",
    status: "draft",
    shortDescription: "Reads long papers and answers questions about them.",
    description:
      "Quillmere reads long research papers and reports, then answers questions about them with quotes and page numbers, so a reader can check every answer against the source.",
    pricing: "Freemium",
    features: "Answers with quotes\nPage numbers\nReads PDFs",
    pros: "Every answer cites its page.\nHandles very long files.",
    cons: "English sources only.\nNo team workspace yet.",
    useCases: "Reviewing literature for a thesis.\nChecking claims in a long report.",
    editorialRating: "4.3",
    createdAt: "2026-11-01",
    ...fields,
  });
  for (const category of categories) body.append("category", category);
  return body;
}
