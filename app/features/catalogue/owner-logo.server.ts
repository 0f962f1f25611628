import sharp from "sharp";
import { log } from "~/lib/log.server";
import { getStorage, newKey, publicUrl, readUpload, StorageLimitError } from "~/lib/storage.server";
import { SvgRefusedError, looksLikeSvg, sanitiseSvg } from "~/lib/svg-sanitise.server";
import { OWNER_LOGO_MAX_BYTES, OWNER_LOGO_TOO_LARGE } from "./constants";

// A logo a tool's owner sends (docs/product.md#claiming-a-listing): never stored as sent. An SVG
// is written again by the one sanitiser (decision 025); a PNG, JPEG or WebP is drawn again by
// sharp as a WebP of at most 256 px, without its metadata.

/** The longest side of a stored raster logo. */
const LOGO_MAX_SIDE = 256;
const RASTER_FORMATS = new Set(["png", "jpeg", "webp"]);
const NOT_A_LOGO = "The logo must be a PNG, JPEG, WebP or SVG image.";

export type PreparedLogo = { body: Uint8Array; extension: "svg" | "webp"; contentType: string };

/** Why a logo was refused, with the status the form answers. */
export class LogoRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

/** Checks the upload by its content and prepares what is stored; LogoRefused otherwise. */
export async function prepareOwnerLogo(file: Blob): Promise<PreparedLogo> {
  let bytes: Uint8Array;
  try {
    bytes = await readUpload(file, OWNER_LOGO_MAX_BYTES);
  } catch (error) {
    if (error instanceof StorageLimitError) throw new LogoRefused(OWNER_LOGO_TOO_LARGE, 413);
    throw error;
  }
  if (looksLikeSvg(bytes)) {
    try {
      const svg = sanitiseSvg(bytes);
      return {
        body: new TextEncoder().encode(svg),
        extension: "svg",
        contentType: "image/svg+xml",
      };
    } catch (error) {
      if (!(error instanceof SvgRefusedError)) throw error;
      throw new LogoRefused(`${error.message} Send the logo as a PNG, JPEG or WebP instead.`, 400);
    }
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new LogoRefused(NOT_A_LOGO, 400);
  }
  if (!format || !RASTER_FORMATS.has(format)) throw new LogoRefused(NOT_A_LOGO, 400);
  try {
    const webp = await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { body: new Uint8Array(webp), extension: "webp", contentType: "image/webp" };
  } catch {
    throw new LogoRefused(NOT_A_LOGO, 400);
  }
}

/** Stores a prepared logo as a public object; returns its storage key and its address. */
export async function storeOwnerLogo(logo: PreparedLogo) {
  const key = newKey("public", "logos", logo.extension);
  await getStorage().write(key, logo.body, logo.contentType);
  return { key, url: publicUrl(key) };
}

/** Removes a logo no suggestion keeps (a failure is logged, never shown). */
export async function removeOwnerLogo(key: string) {
  await getStorage()
    .remove(key)
    .catch((error: unknown) =>
      log.warn("An unused logo could not be removed", { key, error: String(error) }),
    );
}
