/** Why a submitted form was refused: the API's error shape, used by route actions too. */
export type FormError = {
  code: string;
  message: string;
  details?: { field: string | null; message: string }[];
};

/** What a form's route action answers. */
export type FormResult = { ok: true } | { ok: false; error: FormError };

/** The message for one field, if the server named it. */
export function fieldError(result: FormResult | undefined, field: string) {
  if (!result || result.ok) return undefined;
  return result.error.details?.find((detail) => detail.field === field)?.message;
}
