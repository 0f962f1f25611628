import { z } from "zod";
import { TOOL_STATUSES } from "~/features/catalogue/constants";
import { withoutControlCharacters } from "~/lib/field-limits";
import { invariantResponse } from "~/lib/invariant";

/** The admin tool table's address: search text, a status, a page. Anything else is ignored. */
export const AdminToolListSchema = z.object({
  q: z
    .string()
    // Text from the address loses control characters first (PostgreSQL refuses a NUL).
    .overwrite(withoutControlCharacters)
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  status: z.enum(TOOL_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A status change posted from the editor's buttons. */
export const ToolStatusSchema = z.object({
  status: z.enum(TOOL_STATUSES, { error: "Choose draft, published or archived." }),
});

const vocabularyName = z
  .string({ error: "A name must be 2 to 60 characters." })
  .trim()
  .min(2, "A name must be 2 to 60 characters.")
  .max(60, "A name must be 2 to 60 characters.")
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, "A name cannot hold control characters.");

const kind = z.enum(["category", "pricing"], { error: "Choose categories or pricing options." });

/** Adding, renaming or removing a category or a pricing option (the overview's forms). */
export const VocabularyAddSchema = z.object({ kind, name: vocabularyName });
export const VocabularyRenameSchema = z.object({
  kind,
  from: z.string().min(1),
  name: vocabularyName,
});
export const VocabularyRemoveSchema = z.object({ kind, name: z.string().min(1) });

/** A queue's address: one of its states (the first by default) and a page. */
export function queueQuerySchema<S extends string>(statuses: readonly [S, ...S[]]) {
  return z.object({
    status: z.enum(statuses).catch(statuses[0]),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
  });
}

/** An administrator's move of one queued item (by its numeric id) to one of `statuses`. */
export function statusMoveSchema<S extends string>(statuses: readonly [S, ...S[]], noun: string) {
  const states = statuses.join(", ").replace(/, ([^,]+)$/, " or $1");
  return z.object({
    id: z.coerce
      .number({ error: `A ${noun} id is a whole number.` })
      .int(`A ${noun} id is a whole number.`)
      .positive(`A ${noun} id is a whole number.`),
    status: z.enum(statuses, { error: `Choose ${states}.` }),
  });
}

/** The address of a queue's page in a state (the default state and page 1 left out). */
export function queueHref(path: string, status: string, defaultStatus: string, page = 1) {
  const params = new URLSearchParams({
    ...(status !== defaultStatus && { status }),
    ...(page > 1 && { page: String(page) }),
  }).toString();
  return params ? `${path}?${params}` : path;
}

/** A queued item's id from its address: a positive whole number, else no such item (404). */
export function queueItemId(param: string, noun: string) {
  const id = Number(param);
  invariantResponse(Number.isSafeInteger(id) && id > 0, `No ${noun} has this id.`, {
    status: 404,
  });
  return id;
}
