import sharp from "sharp";
import { getStorage, isPublicKey, newKey, publicUrl } from "~/lib/storage.server";
import { log } from "~/lib/log.server";

/** Stored avatars are squares of this size (the picker recommends 200x200). */
const AVATAR_SIZE = 256;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export class NotAnImageError extends Error {
  constructor() {
    super("Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).");
  }
}

/**
 * Checks that the bytes are an image (by their content, not the file's name or type), then
 * crops and resizes it to a square WebP without its metadata.
 */
export async function prepareAvatar(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new NotAnImageError();
  const output = await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
  return new Uint8Array(output);
}

/** Stores a prepared avatar as a public object; returns its storage key. */
export async function storeAvatar(image: Uint8Array) {
  const key = newKey("public", "avatars", "webp");
  await getStorage().write(key, image, "image/webp");
  return key;
}

/** Removes an avatar that is no longer used (a failure is logged, never shown). */
export async function removeAvatar(key: string | null) {
  if (!key || !isPublicKey(key)) return;
  await getStorage()
    .remove(key)
    .catch((error: unknown) =>
      log.warn("An old avatar could not be removed", { key, error: String(error) }),
    );
}

/** The address of an avatar for the page, or null. */
export function avatarUrl(key: string | null) {
  return key && isPublicKey(key) ? publicUrl(key) : null;
}
