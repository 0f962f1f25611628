import type { ZodError } from "zod";
import type { FormError } from "./form-result";

export type FormBody =
  | { ok: true; fields: Record<string, FormDataEntryValue> }
  | { ok: false; status: 413 | 415; error: FormError };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a posted form, refusing a body that is not a form (415) or larger than `maxBytes` (413)
 * before it is parsed. Each field keeps its first value.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
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
  const body = await readLimited(request, maxBytes);
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
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!(name in fields)) fields[name] = value;
  return { ok: true, fields };
}

/** The body's bytes, or null as soon as there are more than `maxBytes` (chunked uploads too). */
async function readLimited(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A 400 naming each bad field and why, in the API's error shape. */
export function invalidInput(error: ZodError): FormError {
  const details = error.issues.map((issue) => ({
    field: issue.path.join(".") || null,
    message: issue.message,
  }));
  return {
    code: "invalid_request",
    message: details.map((detail) => detail.message).join(" "),
    details,
  };
}
