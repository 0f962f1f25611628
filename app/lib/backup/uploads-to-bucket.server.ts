import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { contentTypeFor, isValidKey, type StorageAdapter } from "~/lib/storage.server";
import { BackupRefusal } from "./archive.server";
import { readUploads } from "./backup.server";

export type CopiedUploads = { files: number; bytes: number; skipped: string[] };

/**
 * Copies every local upload (DATA_DIR/uploads) into the S3 bucket under the same key, each read
 * back and compared by checksum before the next; the local files are left as they are. A copy
 * can be run again: it writes the same objects. Files whose names are not storage keys (nothing
 * the site wrote) are skipped and named.
 */
export async function copyUploadsToBucket(
  root: string,
  bucket: StorageAdapter,
): Promise<CopiedUploads> {
  const copied: CopiedUploads = { files: 0, bytes: 0, skipped: [] };
  for (const upload of await readUploads(root)) {
    if (!isValidKey(upload.key)) {
      copied.skipped.push(upload.key);
      continue;
    }
    await bucket.write(upload.key, await readFile(upload.file), contentTypeFor(upload.key));
    const stored = await bucket.read(upload.key);
    const sha256 = stored && createHash("sha256").update(stored.body).digest("hex");
    if (sha256 !== upload.sha256) {
      throw new BackupRefusal(
        `The bucket did not give back the upload ${upload.key} as it was written: check the S3 settings, then move again.`,
      );
    }
    copied.files++;
    copied.bytes += upload.size;
  }
  return copied;
}
