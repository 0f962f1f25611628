import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, createWriteStream, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { z } from "zod";
import { BackupRefusal } from "./archive.server";

/**
 * How `npm run backup` reaches the server that holds the embedded database (only one process
 * can open a PGlite data folder): the server writes a random token, its pid and its port into
 * DATA_DIR, readable by its own user only, and answers POST LOCAL_BACKUP_PATH on loopback to a
 * request that carries the token (docs/decisions/038-backups-restore-and-move.md).
 */

export const CONTROL_FILE = "backup-control.json";
export const LOCAL_BACKUP_PATH = "/_local/backup";

const ControlSchema = z.object({
  pid: z.number().int(),
  token: z.string().min(32),
  port: z.number().int().nullable(),
  host: z.string().nullable(),
});
type Control = z.infer<typeof ControlSchema>;

/** What this process's server knows of its own control file. */
type Held = Control & { dataDir: string; uploadsRoot: string | null };

const store = globalThis as typeof globalThis & { __aiToolsBackupControl?: Held };

function write(dataDir: string, control: Control) {
  const file = path.join(dataDir, CONTROL_FILE);
  writeFileSync(file, `${JSON.stringify(control)}\n`, { mode: 0o600 });
  // The mode above applies only to a new file.
  chmodSync(file, 0o600);
}

/**
 * Writes a new token into DATA_DIR (at each start of a server on the embedded database).
 * `uploadsRoot` is the folder of local uploads, or null when they live in an S3 bucket.
 */
export function openControl(dataDir: string, uploadsRoot: string | null, host?: string) {
  const control: Control = {
    pid: process.pid,
    token: randomBytes(32).toString("base64url"),
    port: null,
    host: host ?? null,
  };
  write(dataDir, control);
  store.__aiToolsBackupControl = { ...control, dataDir, uploadsRoot };
}

/** Adds the port the server listens on, once it does. */
export function noteListening(port: number) {
  const held = store.__aiToolsBackupControl;
  if (!held) return;
  held.port = port;
  write(held.dataDir, { pid: held.pid, token: held.token, port, host: held.host });
}

/** Removes the control file (a stopping server). */
export function closeControl() {
  const held = store.__aiToolsBackupControl;
  store.__aiToolsBackupControl = undefined;
  if (held) rmSync(path.join(held.dataDir, CONTROL_FILE), { force: true });
}

export function heldControl() {
  return store.__aiToolsBackupControl;
}

/** Whether an address is this machine's loopback (IPv4, IPv6, or IPv4 written as IPv6). */
export function isLoopback(address: string | undefined) {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, "");
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "via"];

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Why a request to the local backup endpoint is refused, or null to answer it: it must come
 * straight from this machine (a loopback peer, not passed on by a proxy, which would make any
 * visitor look local) and carry the token, compared in constant time.
 */
export function localRequestRefusal(peer: string | undefined, headers: Headers, token: string) {
  if (!isLoopback(peer) || FORWARDING_HEADERS.some((name) => headers.has(name))) {
    return "Backups are answered only to requests made on this machine.";
  }
  const given = (headers.get("authorization") ?? "").replace(/^Bearer /, "");
  if (!timingSafeEqual(digest(given), digest(token))) {
    return "The backup token is missing or wrong.";
  }
  return null;
}

/** The control file of the server that holds `dataDir`, if it wrote one. */
export function readControl(dataDir: string): Control | null {
  try {
    return ControlSchema.parse(JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), "utf8")));
  } catch {
    return null;
  }
}

/** How long a backup through the server may take before the request gives up. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

/** Asks the server holding `dataDir` for a backup archive, streamed into the file `target`. */
export async function askServerForBackup(dataDir: string, holder: number, target: string) {
  const control = readControl(dataDir);
  if (!control || control.pid !== holder || control.port === null) {
    throw new BackupRefusal(
      `The server (pid ${holder}) holds the embedded database in ${dataDir} but has not published its backup token yet: wait until it listens, or restart it with this version of the app.`,
    );
  }
  // The server's own loopback name where it listens on one; 127.0.0.1 reaches every other case
  // in which it can be reached from this machine (all addresses, or 127.0.0.1 itself).
  const host =
    control.host === "::1" ? "[::1]" : control.host === "localhost" ? "localhost" : "127.0.0.1";
  let response: Response;
  try {
    response = await fetch(`http://${host}:${control.port}${LOCAL_BACKUP_PATH}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(BACKUP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BackupRefusal(
      `Could not reach the server (pid ${holder}) on this machine's port ${control.port}: ${(error as Error).message}.`,
    );
  }
  if (!response.ok) {
    throw new BackupRefusal(
      `The server refused the backup (${response.status}): ${(await response.text()).trim()}`,
    );
  }
  if (!response.body) throw new BackupRefusal("The server sent an empty answer to the backup.");
  await pipeline(
    Readable.fromWeb(response.body as ReadableStream),
    createWriteStream(target, { mode: 0o600 }),
  );
}
