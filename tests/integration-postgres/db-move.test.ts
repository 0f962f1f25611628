import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolChanges, toolReviews, toolSubmissions } from "~/db/schema";
import type { Snapshot } from "~/lib/backup/backup.server";
import { moveCommand, type Settings } from "~/lib/backup/commands.server";
import { migrateDatabase, openDatabase } from "~/lib/db.server";
import { S3Storage } from "~/lib/storage.server";
import { createSession, createTool, createUser, type TestUser } from "../factories";
import { form, postTo } from "../helpers";
import { keptLines, scratch, snapshotOf, tableContents } from "../setup/backups";
import { startS3Peer } from "../setup/peers";
import { startTestServer } from "../setup/test-server";

// npm run db:move: the embedded database of a stopped site, copied into an empty PostgreSQL
// database, on which the site then starts with the same data; a second move is refused.

const made = scratch();
afterAll(() => made.remove());

let embedded: Settings;
let source: Snapshot;
let user: TestUser;
const upload = randomBytes(1_000);
const uploadFile = () => path.join(embedded.dataDir, "uploads", "public", "avatars", "kept.png");

beforeAll(async () => {
  const dataDir = made.folder("embedded");
  embedded = { dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined };
  const options = { dataDir };
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(options, handle);
    const db = handle.db;
    user = await createUser(db);
    await createSession(db, user);
    const tool = await createTool(db);
    await db.insert(toolReviews).values({
      toolId: tool.id,
      userId: user.id,
      stars: 3,
      title: "Fine",
      body: "Does what it says.",
    });
    await db.insert(toolSubmissions).values({
      name: "Moved Tool",
      website: "https://example.com/moved",
      category: "Productivity",
      pricing: "Free",
      shortDescription: "Moves.",
      description: "Moves along.",
      email: user.email,
    });
    await db.insert(toolChanges).values({
      toolId: tool.id,
      field: "name",
      before: "Old",
      after: "New",
      byKind: "maker",
    });
  } finally {
    await handle.close();
  }
  mkdirSync(path.dirname(uploadFile()), { recursive: true });
  writeFileSync(uploadFile(), upload);
  source = await snapshotOf(embedded);
});

describe("moving the embedded database to PostgreSQL", () => {
  let url: string;

  it("copies every table, says so table by table, and prints the line to start with", async () => {
    url = await made.database("moved");
    const printer = keptLines();
    expect(await moveCommand([url], embedded, printer), printer.text()).toBe(0);
    expect(printer.lines.at(-1)).toBe(`DATABASE_URL=${url}`);
    expect(printer.text()).toContain("  tool_reviews: 1 rows");
    const moved = await snapshotOf({ ...embedded, DATABASE_URL: url });
    expect(moved.source).toBe("postgres");
    expect(tableContents(moved)).toEqual(tableContents(source));
    // The uploads stay where they were.
    expect(readFileSync(uploadFile()).equals(upload)).toBe(true);
  });

  it("leaves a database on which the site starts, signs its users in and writes new rows", async () => {
    const server = await startTestServer({
      pages: true,
      data: { dataDir: embedded.dataDir, databaseUrl: url },
    });
    try {
      const post = postTo(() => server.baseUrl);
      const signedIn = await post("/login", form({ email: user.email, password: user.password }));
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/dashboard");
      // The sequences were set past the copied ids.
      const [change] = await server.db
        .insert(toolChanges)
        .values({ toolId: (await createTool(server.db)).id, field: "x", byKind: "site" })
        .returning();
      expect(change!.id).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });

  it("refuses a second move into the database it filled", async () => {
    const printer = keptLines();
    expect(await moveCommand([url], embedded, printer)).toBe(1);
    expect(printer.text()).toMatch(
      /^The PostgreSQL database is not empty \(.*\): use a new, empty database\.$/,
    );
  });

  it("refuses while a site runs on the data folder", async () => {
    // A process of its own holds the folder's lock, as a running server does.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    const lock = path.join(embedded.dataDir, "pglite.lock");
    try {
      writeFileSync(lock, String(holder.pid));
      const printer = keptLines();
      expect(await moveCommand([await made.database("held")], embedded, printer)).toBe(1);
      expect(printer.text()).toBe(
        `The site is running on ${embedded.dataDir} (pid ${holder.pid}): stop it first, the move runs with the site stopped.`,
      );
    } finally {
      holder.kill();
      rmSync(lock, { force: true });
    }
  });

  it.each([
    [[], "Name the PostgreSQL database to move to."],
    [
      ["mysql://root@localhost/site"],
      "The target must be a PostgreSQL URL (postgres://user:password@host:5432/database).",
    ],
    [["postgres://a/b", "postgres://c/d"], "Name only one PostgreSQL database to move to."],
  ])("refuses %j as a usage error", async (args, sentence) => {
    const printer = keptLines();
    expect(await moveCommand(args, embedded, printer)).toBe(2);
    expect(printer.text()).toBe(sentence);
  });
});

describe("moving the uploads into an S3 bucket on the way (--uploads-to-s3)", () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  beforeAll(async () => {
    s3 = await startS3Peer(made.folder("s3"));
    // Something that is not the site's: left out, and named.
    writeFileSync(path.join(embedded.dataDir, "uploads", "notes.txt"), "mine");
  });
  afterAll(() => s3?.close());

  const withBucket = (): Settings => ({
    ...embedded,
    S3_ENDPOINT: s3.options.endpoint,
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
  });

  it("refuses the flag without the bucket's settings, before anything is copied", async () => {
    const url = await made.database("no_bucket");
    const printer = keptLines();
    expect(await moveCommand([url, "--uploads-to-s3"], embedded, printer)).toBe(2);
    expect(printer.text()).toBe(
      "--uploads-to-s3 copies the uploads into the bucket of the S3_* settings: set S3_ENDPOINT, S3_BUCKET and its keys first.",
    );
    // The database is still empty: the same move can follow.
    expect(await moveCommand([url], embedded, keptLines())).toBe(0);
  });

  it("stops at a bucket that refuses, leaving the database empty for another try", async () => {
    const url = await made.database("refused_bucket");
    const printer = keptLines();
    const noBucket = { ...withBucket(), S3_BUCKET: "no-such-bucket" };
    expect(await moveCommand([url, "--uploads-to-s3"], noBucket, printer)).toBe(1);
    expect(printer.text()).toBe(
      "Storage refused the upload public/avatars/kept.png (404 NoSuchBucket).",
    );
    expect(await moveCommand([url], embedded, keptLines())).toBe(0);
  });

  it("copies each upload under its key, checked, then the tables", async () => {
    const url = await made.database("to_bucket");
    const printer = keptLines();
    expect(await moveCommand([url, "--uploads-to-s3"], withBucket(), printer), printer.text()).toBe(
      0,
    );
    expect(printer.lines[0]).toBe(
      `Copied 1 upload (1,000 bytes) into the bucket ${s3.options.bucket}; each read back and checked.`,
    );
    expect(printer.lines[1]).toBe("  Not the site's, left out: notes.txt");
    expect(printer.text()).toContain(
      `The uploads are in the bucket ${s3.options.bucket} (and still in ${path.join(embedded.dataDir, "uploads")}).`,
    );
    expect(printer.lines.at(-1)).toBe(`DATABASE_URL=${url}`);
    const stored = await new S3Storage(s3.options).read("public/avatars/kept.png");
    expect(stored && Buffer.from(stored.body).equals(upload)).toBe(true);
    expect(stored?.contentType).toBe("image/png");
    // The local files stay.
    expect(readFileSync(uploadFile()).equals(upload)).toBe(true);
    const moved = await snapshotOf({ ...embedded, DATABASE_URL: url });
    expect(tableContents(moved)).toEqual(tableContents(source));
  });
});
