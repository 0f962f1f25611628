import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { readLimited } from "./read-limited.server";
import { getEnv, type Env } from "./env.server";

/**
 * File storage behind one interface, with two adapters: local disk under DATA_DIR/uploads (the
 * default) and S3-compatible object storage (S3_* settings). Keys are made here, never taken
 * from a visitor: `public/<prefix>/<random>.<ext>` or `private/<prefix>/<random>.<ext>`.
 * Public objects are served by URL; private ones only through an authorised route.
 */

export type Visibility = "public" | "private";
export type StoredObject = { body: Uint8Array<ArrayBuffer>; contentType: string };

export interface StorageAdapter {
  readonly kind: "disk" | "s3";
  write(key: string, body: Uint8Array, contentType: string): Promise<void>;
  read(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}

/** An upload larger than its limit; the caller answers 413. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file can be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
}

const KEY = /^(public|private)\/[a-z0-9-]{1,40}\/[A-Za-z0-9-]{1,80}\.[a-z0-9]{1,8}$/;
const PREFIX = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export function isValidKey(key: string) {
  return KEY.test(key);
}

export function isPublicKey(key: string) {
  return isValidKey(key) && key.startsWith("public/");
}

/** A new key for an object; `prefix` and `extension` are chosen by code, never by a visitor. */
export function newKey(visibility: Visibility, prefix: string, extension: string) {
  if (!PREFIX.test(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
  if (!EXTENSION.test(extension)) throw new Error(`Invalid storage extension: ${extension}`);
  return `${visibility}/${prefix}/${randomUUID()}.${extension}`;
}

function assertKey(key: string) {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export function contentTypeFor(key: string) {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** Files under a folder; each write lands under a temporary name first, then is renamed. */
export class DiskStorage implements StorageAdapter {
  readonly kind = "disk";
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async write(key: string, body: Uint8Array, _contentType?: string) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    try {
      return {
        body: new Uint8Array(await readFile(this.file(key))),
        contentType: contentTypeFor(key),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(key: string) {
    await rm(this.file(key), { force: true });
  }
}

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** A refusal's status and, from S3's XML answer, its code: "404 NoSuchBucket". */
async function refusal(response: Response) {
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(await response.text())?.[1];
  return code ? `${response.status} ${code}` : String(response.status);
}

/** An S3-compatible bucket, with requests signed (AWS Signature V4). */
export class S3Storage implements StorageAdapter {
  readonly kind = "s3";
  private readonly client: AwsClient;
  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
    });
  }

  private url(key: string) {
    assertKey(key);
    const endpoint = new URL(this.options.endpoint);
    const base = endpoint.pathname.replace(/\/$/, "");
    if (this.options.forcePathStyle) {
      return `${endpoint.origin}${base}/${this.options.bucket}/${key}`;
    }
    return `${endpoint.protocol}//${this.options.bucket}.${endpoint.host}${base}/${key}`;
  }

  async write(key: string, body: Uint8Array, contentType: string) {
    const response = await this.client.fetch(this.url(key), {
      method: "PUT",
      body: body as Uint8Array<ArrayBuffer>,
      headers: { "Content-Type": contentType, "Content-Length": String(body.byteLength) },
    });
    if (!response.ok) {
      throw new Error(`Storage refused the upload ${key} (${await refusal(response)}).`);
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Storage could not read ${key} (${response.status}).`);
    return {
      body: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? contentTypeFor(key),
    };
  }

  async remove(key: string) {
    const response = await this.client.fetch(this.url(key), { method: "DELETE" });
    if (!response.ok && response.status !== 404) {
      throw new Error(`Storage could not delete ${key} (${response.status}).`);
    }
  }
}

export type S3Settings = Partial<
  Pick<
    Env,
    | "S3_ENDPOINT"
    | "S3_BUCKET"
    | "S3_REGION"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_FORCE_PATH_STYLE"
  >
>;

/** The bucket the S3_* settings name, or null when they name none. */
export function s3StorageFrom(settings: S3Settings): S3Storage | null {
  if (!settings.S3_BUCKET || !settings.S3_ENDPOINT) return null;
  return new S3Storage({
    endpoint: settings.S3_ENDPOINT,
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION ?? "us-east-1",
    accessKeyId: settings.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? false,
  });
}

let storage: StorageAdapter | undefined;
let storageConfig: string | undefined;
let override: StorageAdapter | undefined;

/** The configured storage: S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function getStorage(): StorageAdapter {
  if (override) return override;
  const env = getEnv();
  const config = env.S3_BUCKET ? `s3:${env.S3_ENDPOINT}:${env.S3_BUCKET}` : `disk:${env.dataDir}`;
  if (!storage || storageConfig !== config) {
    storageConfig = config;
    storage = s3StorageFrom(env) ?? new DiskStorage(path.join(env.dataDir, "uploads"));
  }
  return storage;
}

/** Replaces the storage (tests that exercise an adapter through the running server). */
export function setStorage(adapter: StorageAdapter | undefined) {
  override = adapter;
}

/** The address a browser loads a public object from. Private objects have none. */
export function publicUrl(key: string) {
  if (!isPublicKey(key)) throw new Error("Only public objects have a URL.");
  const cdn = getEnv().S3_PUBLIC_URL;
  return cdn ? `${cdn.replace(/\/$/, "")}/${key}` : `/uploads/${key}`;
}

/**
 * Reads an upload's bytes while it streams, stopping with StorageLimitError as soon as it is
 * larger than `maxBytes` (nothing is stored in that case).
 */
export async function readUpload(file: Blob, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (file.size > maxBytes) throw new StorageLimitError(maxBytes);
  const bytes = await readLimited(file.stream(), maxBytes);
  if (!bytes) throw new StorageLimitError(maxBytes);
  return bytes;
}
