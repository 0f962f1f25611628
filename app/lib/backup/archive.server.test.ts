import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import {
  BackupRefusal,
  extractArchive,
  packArchive,
  unpackArchive,
  writeArchive,
} from "./archive.server";

const entry = (name: string, text: string) => ({ name, data: Buffer.from(text) });

describe("the backup archive's container", () => {
  it("gives back every file as it was packed, long names included", () => {
    const long = `uploads/public/logos/${"a".repeat(70)}/${"b".repeat(60)}.svg`;
    const files = [
      entry("manifest.json", "{}"),
      entry("tables/empty.jsonl", ""),
      entry("tables/rows.jsonl", '{"id":1}\n'.repeat(200)),
      entry(long, "<svg/>"),
    ];
    const unpacked = unpackArchive(packArchive(files));
    expect([...unpacked.keys()]).toEqual(files.map((file) => file.name));
    for (const file of files) expect(unpacked.get(file.name)?.equals(file.data)).toBe(true);
  });

  it("refuses bytes that are not gzip", () => {
    expect(() => unpackArchive(Buffer.from("not an archive"))).toThrow(
      new BackupRefusal("The archive is damaged: it is not a complete gzip-compressed file."),
    );
  });

  it("refuses a changed file header", () => {
    const tar = gunzipSync(packArchive([entry("tables/a.jsonl", "x")]));
    tar[0] = "b".charCodeAt(0);
    expect(() => unpackArchive(gzipSync(tar))).toThrow(/a file header in it does not match/);
  });

  it("refuses a name that would leave the folder it is unpacked to", () => {
    const archive = packArchive([entry("uploads/../../etc/passwd", "x")]);
    expect(() => unpackArchive(archive)).toThrow(/it holds an unexpected entry/);
  });
});

describe("the backup archive, streamed to and from disk", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "aitools-archive-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  it("streams entries many chunks long both ways, as tar and gzip read them", async () => {
    // Larger than a read stream's and gunzip's 64 KiB chunks, and not a whole number of blocks.
    const big = randomBytes(3 * 65_536 + 777);
    const bigFile = path.join(folder, "big.bin");
    writeFileSync(bigFile, big);
    const archive = path.join(folder, "streamed.tar.gz");
    const bytes = await writeArchive(archive, [
      { name: "manifest.json", data: Buffer.from("{}") },
      { name: "tables/big.jsonl", file: bigFile, size: big.length },
      { name: "tables/empty.jsonl", data: Buffer.alloc(0) },
    ]);
    expect(readFileSync(archive).length).toBe(bytes);
    // The in-memory reader agrees with the streaming writer.
    expect(unpackArchive(readFileSync(archive)).get("tables/big.jsonl")?.equals(big)).toBe(true);

    const out = mkdtempSync(path.join(folder, "out-"));
    const entries = await extractArchive(archive, out);
    expect([...entries.keys()]).toEqual([
      "manifest.json",
      "tables/big.jsonl",
      "tables/empty.jsonl",
    ]);
    const extracted = entries.get("tables/big.jsonl")!;
    expect(extracted).toMatchObject({ size: big.length, sha256: sha(big) });
    expect(readFileSync(extracted.file).equals(big)).toBe(true);
    expect(entries.get("tables/empty.jsonl")).toMatchObject({
      size: 0,
      sha256: sha(Buffer.alloc(0)),
    });
  });

  it("refuses a streamed archive cut short, or one that is not gzip", async () => {
    const archive = path.join(folder, "cut.tar.gz");
    const whole = packArchive([entry("tables/rows.jsonl", randomBytes(100_000).toString("hex"))]);
    writeFileSync(archive, whole.subarray(0, whole.length - 1_000));
    await expect(extractArchive(archive, mkdtempSync(path.join(folder, "out-")))).rejects.toThrow(
      /^The archive is damaged: /,
    );
    writeFileSync(archive, "not an archive");
    await expect(extractArchive(archive, mkdtempSync(path.join(folder, "out-")))).rejects.toThrow(
      "The archive is damaged: it is not a complete gzip-compressed file.",
    );
  });

  it("refuses a streamed entry whose name would leave the folder", async () => {
    const archive = path.join(folder, "escape.tar.gz");
    writeFileSync(archive, packArchive([entry("uploads/../../etc/passwd", "x")]));
    await expect(extractArchive(archive, mkdtempSync(path.join(folder, "out-")))).rejects.toThrow(
      /it holds an unexpected entry/,
    );
  });
});
