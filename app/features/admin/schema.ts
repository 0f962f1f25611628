import { z } from "zod";
import { TOOL_STATUSES } from "~/features/catalogue/constants";

/** The admin tool table's address: search text, a status, a page. Anything else is ignored. */
export const AdminToolListSchema = z.object({
  q: z
    .string()
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
