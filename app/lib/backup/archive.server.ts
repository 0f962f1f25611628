import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { sha256 } from "./tables.server";

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

/** Packs entries into a gzip-compressed tar. */
export function packArchive(entries: ArchiveEntry[], mtime = Date.now()) {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(tarHeader(entry.name, entry.data.length, mtime), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
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

/** Unpacks a gzip-compressed tar of regular files; anything else is a damaged archive. */
export function unpackArchive(archive: Buffer): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive);
  } catch {
    throw damaged("it is not a complete gzip-compressed file");
  }
  const entries = new Map<string, Buffer>();
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
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
    if ((type !== "0" && type !== "") || !safeName(name) || offset + BLOCK + size > tar.length) {
      throw damaged(`it holds an unexpected entry (${name || "no name"})`);
    }
    entries.set(name, tar.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw damaged("it ends before its last file");
}

/** The archive's manifest, read and checked against the zod schema. */
export function readManifest(entries: Map<string, Buffer>): Manifest {
  const raw = entries.get("manifest.json");
  if (!raw) throw damaged("it has no manifest.json");
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

/** Checks every table's and upload's bytes against the manifest's checksums and sizes. */
export function verifyChecksums(manifest: Manifest, entries: Map<string, Buffer>) {
  for (const table of manifest.tables) {
    const data = entries.get(tableFile(table.name));
    if (!data) throw damaged(`the data of table ${table.name} is missing`);
    if (sha256(data) !== table.sha256) {
      throw damaged(`the data of table ${table.name} does not match its checksum`);
    }
  }
  for (const file of manifest.uploads.files) {
    const data = entries.get(uploadFile(file.key));
    if (!data) throw damaged(`the upload ${file.key} is missing`);
    if (data.length !== file.size || sha256(data) !== file.sha256) {
      throw damaged(`the upload ${file.key} does not match its checksum`);
    }
  }
}
