import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";

/**
 * The backup archive: a gzip-compressed tar (readable with `tar -xzf`) holding manifest.json,
 * one JSON Lines file a table under tables/, and the locally stored uploads under uploads/.
 */

export const ARCHIVE_FORMAT = "ai-tools-directory-backup";
export const ARCHIVE_VERSION = 1;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime(),
  source: z.enum(["pglite", "postgres"]),
  /** The schema the rows fit: how many of drizzle/'s migrations were applied, and the last. */
  schema: z.object({ migrations: z.number().int().min(0), lastTag: z.string().nullable() }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z0-9_]{1,63}$/),
      rows: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
  /** Uploads kept in DATA_DIR/uploads; `included: false` when they live in an S3 bucket. */
  uploads: z.object({
    included: z.boolean(),
    files: z.array(
      z.object({ key: z.string().min(1), size: z.number().int().min(0), sha256: Sha256 }),
    ),
  }),
});

export type Manifest = z.infer<typeof ManifestSchema>;

/** Why a backup cannot be restored (or taken), in one sentence for the operator. */
export class BackupRefusal extends Error {}

export type ArchiveEntry = { name: string; data: Buffer };

const BLOCK = 512;

/** A ustar header for a regular file (names over 100 characters use the prefix field). */
function tarHeader(name: string, size: number, mtime: number) {
  const header = Buffer.alloc(BLOCK);
  let prefix = "";
  let rest = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    prefix = name.slice(0, cut);
    rest = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(rest) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`A name too long for the archive: ${name}`);
    }
  }
  const field = (value: string, offset: number, length: number) =>
    header.write(value, offset, length, "utf8");
  const octal = (value: number, offset: number, length: number) =>
    field(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length);
  field(rest, 0, 100);
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime / 1000), 136, 12);
  field("        ", 148, 8);
  field("0", 156, 1);
  field("ustar\0", 257, 6);
  field("00", 263, 2);
  field(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8);
  return header;
}

/** Zeros that fill an entry up to the next whole block. */
const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** An entry to stream into an archive: bytes in memory, or a file of a known size on disk. */
export type FileEntry =
  { name: string; data: Buffer } | { name: string; file: string; size: number };

/** A file's first `size` bytes, refusing a file that became shorter (its header says `size`). */
async function* fileBytes(file: string, size: number) {
  let read = 0;
  if (size > 0) {
    for await (const chunk of createReadStream(file, { end: size - 1 })) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  if (read !== size) throw new Error(`${file} changed while it was archived`);
}

async function* tarBlocks(entries: Iterable<FileEntry> | AsyncIterable<FileEntry>, mtime: number) {
  for await (const entry of entries) {
    const size = "data" in entry ? entry.data.length : entry.size;
    yield tarHeader(entry.name, size, mtime);
    if ("data" in entry) yield entry.data;
    else yield* fileBytes(entry.file, size);
    const fill = padding(size);
    if (fill.length) yield fill;
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Streams entries into a gzip-compressed tar at `target`: one chunk of a file at a time, so an
 * archive of any size is written in little memory. Resolves to the archive's size in bytes.
 */
export async function writeArchive(
  target: string,
  entries: Iterable<FileEntry> | AsyncIterable<FileEntry>,
  mtime = Date.now(),
) {
  const out = createWriteStream(target, { mode: 0o600 });
  await pipeline(Readable.from(tarBlocks(entries, mtime)), createGzip(), out);
  return out.bytesWritten;
}

/** Packs entries into a gzip-compressed tar, in memory (small archives: tests). */
export function packArchive(entries: ArchiveEntry[], mtime = Date.now()) {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(tarHeader(entry.name, entry.data.length, mtime), entry.data);
    const fill = padding(entry.data.length);
    if (fill.length) parts.push(fill);
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

const damaged = (why: string) => new BackupRefusal(`The archive is damaged: ${why}.`);

/** A name that stays inside the folder it is unpacked to. */
function safeName(name: string) {
  return (
    name !== "" &&
    !name.startsWith("/") &&
    !name.includes("\\") &&
    name.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/**
 * A regular file's header: its name and size, or null for the zero block that ends the archive.
 * Anything else is a damaged archive.
 */
function readHeader(header: Buffer): { name: string; size: number } | null {
  if (header.every((byte) => byte === 0)) return null;
  const text = (start: number, length: number) =>
    header.toString("utf8", start, start + length).replace(/\0.*$/s, "");
  const size = Number.parseInt(text(124, 12).trim() || "0", 8);
  const stored = Number.parseInt(text(148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  if (!Number.isInteger(size) || size < 0 || sum !== stored) {
    throw damaged("a file header in it does not match its checksum");
  }
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const type = text(156, 1);
  if ((type !== "0" && type !== "") || !safeName(name)) {
    throw damaged(`it holds an unexpected entry (${name || "no name"})`);
  }
  return { name, size };
}

/** Unpacks a gzip-compressed tar of regular files in memory (small archives: tests). */
export function unpackArchive(archive: Buffer): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive);
  } catch {
    throw damaged("it is not a complete gzip-compressed file");
  }
  const entries = new Map<string, Buffer>();
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = readHeader(tar.subarray(offset, offset + BLOCK));
    if (!header) return entries;
    if (offset + BLOCK + header.size > tar.length) break;
    entries.set(header.name, tar.subarray(offset + BLOCK, offset + BLOCK + header.size));
    offset += BLOCK + Math.ceil(header.size / BLOCK) * BLOCK;
  }
  throw damaged("it ends before its last file");
}

/** An entry extracted to disk: where it is, its size and its checksum. */
export type ExtractedEntry = { file: string; size: number; sha256: string };

/**
 * Streams a gzip-compressed tar from `archive` into files under `folder` (named by their place in
 * the archive, never by the names it holds), computing each one's checksum on the way: only one
 * chunk of the archive is in memory at a time.
 */
export async function extractArchive(
  archive: string,
  folder: string,
): Promise<Map<string, ExtractedEntry>> {
  const entries = new Map<string, ExtractedEntry>();
  let pending: Buffer = Buffer.alloc(0);
  let current:
    | {
        name: string;
        entry: ExtractedEntry;
        left: number;
        skip: number;
        hash: ReturnType<typeof createHash>;
        out: Awaited<ReturnType<typeof open>>;
      }
    | undefined;
  let ended = false;
  const gunzip = createGunzip();
  const input = createReadStream(archive);
  input.on("error", (error) => gunzip.destroy(error));
  try {
    for await (const chunk of input.pipe(gunzip)) {
      if (ended) continue;
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      while (!ended) {
        if (current) {
          if (current.left > 0) {
            if (pending.length === 0) break;
            const piece = pending.subarray(0, Math.min(current.left, pending.length));
            current.hash.update(piece);
            await current.out.write(piece);
            current.left -= piece.length;
            pending = pending.subarray(piece.length);
            continue;
          }
          const skipped = Math.min(current.skip, pending.length);
          current.skip -= skipped;
          pending = pending.subarray(skipped);
          if (current.skip > 0) break;
          await current.out.close();
          current.entry.sha256 = current.hash.digest("hex");
          entries.set(current.name, current.entry);
          current = undefined;
          continue;
        }
        if (pending.length < BLOCK) break;
        const header = readHeader(pending.subarray(0, BLOCK));
        pending = pending.subarray(BLOCK);
        if (!header) {
          ended = true;
          break;
        }
        const file = path.join(folder, String(entries.size));
        current = {
          name: header.name,
          entry: { file, size: header.size, sha256: "" },
          left: header.size,
          skip: padding(header.size).length,
          hash: createHash("sha256"),
          out: await open(file, "wx", 0o600),
        };
      }
      // Keep no more than what the next step needs.
      if (!current) pending = Buffer.from(pending);
    }
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    if ((error as NodeJS.ErrnoException).code?.startsWith("Z_")) {
      throw damaged("it is not a complete gzip-compressed file");
    }
    throw error;
  } finally {
    await current?.out.close();
    input.destroy();
  }
  if (!ended) throw damaged("it ends before its last file");
  return entries;
}

/** The archive's manifest, read and checked against the zod schema. */
export function readManifest(entries: Map<string, Buffer>): Manifest {
  const raw = entries.get("manifest.json");
  if (!raw) throw damaged("it has no manifest.json");
  return parseManifest(raw);
}

/** A manifest.json's bytes, checked against the zod schema. */
export function parseManifest(raw: Buffer): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch {
    throw damaged("its manifest.json is not JSON");
  }
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success) {
    const issue = manifest.error.issues[0];
    throw damaged(`its manifest.json is not a backup manifest (${issue?.path.join(".")})`);
  }
  return manifest.data;
}

export const tableFile = (name: string) => `tables/${name}.jsonl`;
export const uploadFile = (key: string) => `uploads/${key}`;

/** Checks every table's and upload's checksum and size (as extracted) against the manifest's. */
export function verifyChecksums(
  manifest: Manifest,
  entries: Map<string, Pick<ExtractedEntry, "size" | "sha256">>,
) {
  for (const table of manifest.tables) {
    const data = entries.get(tableFile(table.name));
    if (!data) throw damaged(`the data of table ${table.name} is missing`);
    if (data.sha256 !== table.sha256) {
      throw damaged(`the data of table ${table.name} does not match its checksum`);
    }
  }
  for (const file of manifest.uploads.files) {
    const data = entries.get(uploadFile(file.key));
    if (!data) throw damaged(`the upload ${file.key} is missing`);
    if (data.size !== file.size || data.sha256 !== file.sha256) {
      throw damaged(`the upload ${file.key} does not match its checksum`);
    }
  }
}
