import { withoutControlCharacters } from "./field-limits";
import type { ApiError } from "./api-error";
import { readLimited } from "./read-limited.server";

/** A posted form's fields, each with its first value. */
export type FormFields = Record<string, FormDataEntryValue>;

export type FormBody =
  { ok: true; fields: FormFields } | { ok: false; status: 413 | 415; error: ApiError };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a posted form, refusing a body that is not a form (415) or larger than `maxBytes` (413)
 * before it is parsed. Each field keeps its first value, except those named in `lists` (a group
 * of checkboxes), whose text values are kept one per line.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
  lists: readonly string[] = [],
): Promise<FormBody> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    return {
      ok: false,
      status: 415,
      error: {
        code: "unsupported_media_type",
        message: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      },
    };
  }
  const tooLarge = {
    ok: false as const,
    status: 413 as const,
    error: {
      code: "too_large",
      message: `The form can be at most ${Math.round(maxBytes / 1024)} KB.`,
    },
  };
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge;
  const body = request.body ? await readLimited(request.body, maxBytes) : new Uint8Array();
  if (!body) return tooLarge;
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    return {
      ok: false,
      status: 415,
      error: { code: "invalid_form", message: "The form data could not be read." },
    };
  }
  // No prototype: a field named __proto__ or constructor is a field like any other.
  const fields: FormFields = Object.create(null);
  for (const [name, value] of form) {
    if (!Object.hasOwn(fields, name)) fields[name] = withoutControlCharacters(value);
  }
  for (const name of lists) {
    const values = form.getAll(name).filter((value) => typeof value === "string");
    if (values.length) fields[name] = withoutControlCharacters(values.join("\n"));
  }
  return { ok: true, fields };
}
