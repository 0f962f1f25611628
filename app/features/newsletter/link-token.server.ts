import { data } from "react-router";
import { NewsletterTokenSchema } from "./schema";

// The confirmation and unsubscribe links carry a random token (app/lib/link-token.server.ts).

/** The token of the emailed link a request came from, or why it cannot be one. */
export function linkTokenOf(request: Request) {
  const raw = new URL(request.url).searchParams.get("token") ?? undefined;
  const parsed = NewsletterTokenSchema.safeParse(raw);
  return parsed.success
    ? { ok: true as const, token: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]!.message };
}

/**
 * The answer of a page an emailed link opens (confirm, unsubscribe): `answer` of the token and
 * what `find` makes of it, or the broken link's view, 400 when the token is cut short and 404 when
 * it names no one.
 */
export async function answerLink<Found, Answer>(
  request: Request,
  find: (token: string) => Promise<Found | null | undefined>,
  answer: (found: Found, token: string) => Answer,
) {
  const link = linkTokenOf(request);
  if (!link.ok) return data({ state: "invalid", message: link.message } as const, { status: 400 });
  const found = await find(link.token);
  if (!found) return data({ state: "unknown" } as const, { status: 404 });
  return answer(found, link.token);
}

/** A link's page names an address: no shared cache may keep it. */
export const LINK_PAGE_HEADERS = { "Cache-Control": "private, no-store" };
