import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DiskStorage,
  S3Storage,
  StorageLimitError,
  isPublicKey,
  newKey,
  publicUrl,
  readUpload,
  setStorage,
  type StorageAdapter,
} from "~/lib/storage.server";
import { startS3Peer } from "../setup/peers";
import { startTestServer } from "../setup/test-server";

// One suite, run against both adapters: the disk folder and a real S3-compatible server.
const folders: string[] = [];
const tempFolder = (label: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `aitools-${label}-`));
  folders.push(folder);
  return folder;
};
let s3: Awaited<ReturnType<typeof startS3Peer>>;
let diskRoot: string;

beforeAll(async () => {
  diskRoot = tempFolder("disk");
  s3 = await startS3Peer(tempFolder("s3"));
});
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const adapters: [string, () => StorageAdapter][] = [
  ["disk", () => new DiskStorage(diskRoot)],
  ["S3-compatible", () => new S3Storage(s3.options)],
];

describe.each(adapters)("%s storage", (_, make) => {
  it("writes, reads and deletes an object with its content type", async () => {
    const storage = make();
    const key = newKey("public", "avatars", "webp");
    const body = new TextEncoder().encode("not really an image");
    await storage.write(key, body, "image/webp");
    const read = await storage.read(key);
    expect(read?.contentType).toBe("image/webp");
    expect(new TextDecoder().decode(read!.body)).toBe("not really an image");
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
  });

  it("keeps private objects apart and gives them no public address", async () => {
    const storage = make();
    const key = newKey("private", "resumes", "pdf");
    await storage.write(key, new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    expect(isPublicKey(key)).toBe(false);
    expect(() => publicUrl(key)).toThrow();
    expect((await storage.read(key))?.contentType).toBe("application/pdf");
  });

  it("refuses keys it did not make", async () => {
    const storage = make();
    for (const key of [
      "../etc/passwd",
      "public/avatars/../../x.webp",
      "public/avatars/a b.webp",
      "other/x/y.png",
    ]) {
      await expect(storage.write(key, new Uint8Array(1), "image/png")).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("keys and uploads", () => {
  it("makes random keys under a fixed prefix and refuses bad prefixes", () => {
    const first = newKey("public", "avatars", "webp");
    expect(first).toMatch(/^public\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(newKey("public", "avatars", "webp")).not.toBe(first);
    expect(() => newKey("public", "../up", "webp")).toThrow();
    expect(() => newKey("public", "avatars", "we/bp")).toThrow();
  });

  it("stops reading an upload as soon as it passes the limit", async () => {
    const sixMegabytes = new Blob([new Uint8Array(6 * 1024 * 1024)]);
    await expect(readUpload(sixMegabytes, 5 * 1024 * 1024)).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    const small = await readUpload(new Blob([new Uint8Array(1000)]), 5 * 1024 * 1024);
    expect(small.byteLength).toBe(1000);
  });

  it("a disk write that fails leaves no partial file", async () => {
    const root = tempFolder("disk-fail");
    const storage = new DiskStorage(root);
    const key = newKey("public", "avatars", "webp");
    await storage.write(key, new Uint8Array(10), "image/webp");
    const files = readdirSync(path.join(root, "public", "avatars"));
    expect(files.every((file) => !file.endsWith(".part"))).toBe(true);
  });
});

describe("GET /uploads", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let storage: DiskStorage;
  beforeAll(async () => {
    server = await startTestServer();
    storage = new DiskStorage(tempFolder("served"));
    setStorage(storage);
  });
  afterAll(async () => {
    setStorage(undefined);
    await server?.close();
  });

  it("serves a public object with its type and a year of caching", async () => {
    const key = newKey("public", "avatars", "webp");
    await storage.write(key, new Uint8Array([82, 73, 70, 70]), "image/webp");
    const response = await fetch(`${server.baseUrl}${publicUrl(key)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for unknown, private and malformed keys", async () => {
    const privateKey = newKey("private", "resumes", "pdf");
    await storage.write(privateKey, new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    for (const pathname of [
      `/uploads/${newKey("public", "avatars", "webp")}`,
      `/uploads/${privateKey}`,
      "/uploads/public/avatars/..%2F..%2Fpglite.lock",
      "/uploads/public/../private/x.pdf",
    ]) {
      const response = await fetch(`${server.baseUrl}${pathname}`);
      expect(response.status, pathname).toBe(404);
    }
  });
});
