import { gzipSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BackupRefusal, packArchive, unpackArchive } from "./archive.server";

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
