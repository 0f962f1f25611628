import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, toolChanges, toolReviews, toolSubmissions } from "~/db/schema";
import {
  packArchive,
  readManifest,
  tableFile,
  unpackArchive,
  type Manifest,
} from "~/lib/backup/archive.server";
import {
  knownMigrations,
  takeSnapshot,
  writeBackup,
  type Snapshot,
} from "~/lib/backup/backup.server";
import { backupCommand, restoreCommand } from "~/lib/backup/commands.server";
import { firstMigrations } from "~/lib/backup/restore.server";
import { inTransaction, migrateDatabase, openDatabase, queryRows } from "~/lib/db.server";
import { DiskStorage, setStorage } from "~/lib/storage.server";
import { createSession, createTool, createUser, type TestUser } from "../factories";
import { form, postTo } from "../helpers";
import { backUp, keptLines, scratch, snapshotOf, tableContents } from "../setup/backups";
import { testDbKind } from "../setup/test-database";
import { startTestServer } from "../setup/test-server";

// npm run backup and npm run restore on this project's database: an archive of a running site
// comes back as the same rows, table by table, and the site starts on it. Servers start and
// embedded databases are made anew here, which takes long on a busy machine.

const kind = testDbKind();
const made = scratch();
afterAll(() => made.remove());

const archiveIn = (label: string) => path.join(made.folder(label), "site.tar.gz");

describe("a backup restored into an empty target", { timeout: 90_000 }, () => {
  it("holds the same rows table by table, signs its users in and serves its uploads", async () => {
    const key = `public/avatars/${randomUUID()}.png`;
    const bytes = randomBytes(5_000);
    const file = archiveIn("round-trip");
    const server = await startTestServer();
    let source: Snapshot;
    const user = await createUser(server.db);
    const session = await createSession(server.db, user);
    try {
      const tool = await createTool(server.db);
      await server.db.insert(toolReviews).values({
        toolId: tool.id,
        userId: user.id,
        stars: 4,
        title: "Drafts well",
        body: 'Quotes " and backslashes \\ and a snowman ☃ survive.\nOn two lines.',
      });
      await server.db.insert(toolSubmissions).values({
        name: "Brand New Tool",
        website: "https://example.com/new",
        category: "Productivity",
        pricing: "Free",
        shortDescription: "Something new.",
        description: "Something new, described.",
        email: user.email,
        userId: user.id,
      });
      await server.db.insert(toolChanges).values({
        toolId: tool.id,
        field: "pricing",
        before: { value: "Free" },
        after: { value: "Freemium", figures: [1, 2.5, null, 12345678901234] },
        byKind: "editor",
      });
      await new DiskStorage(path.join(server.env.dataDir, "uploads")).write(key, bytes);
      await backUp(server, file);
      source = await takeSnapshot(server.db, server.kind);
    } finally {
      await server.close();
    }

    const target = await made.target(kind);
    const printer = keptLines();
    expect(await restoreCommand([file], target, printer), printer.text()).toBe(0);
    expect(printer.text()).toContain("every table's count matches the archive");

    const restored = await snapshotOf(target);
    expect(tableContents(restored)).toEqual(tableContents(source));
    const manifest = readManifest(unpackArchive(readFileSync(file)));
    expect(manifest.tables.map((table) => [table.name, table.rows])).toEqual(
      restored.tables.map((table) => [table.name, table.rows]),
    );
    for (const name of ["users", "sessions", "tool_reviews", "tool_submissions", "tool_changes"]) {
      expect(tableContents(restored)[name]?.rows, name).toBeGreaterThan(0);
    }

    const data = { dataDir: target.dataDir, databaseUrl: target.DATABASE_URL };
    const pages = await startTestServer({ pages: true, data });
    try {
      const post = postTo(() => pages.baseUrl);
      const signedIn = await post("/login", form({ email: user.email, password: user.password }));
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/dashboard");
      const remembered = await fetch(`${pages.baseUrl}/dashboard`, {
        headers: { Cookie: session.cookie },
        redirect: "manual",
      });
      expect(remembered.status).toBe(200);
    } finally {
      await pages.close();
    }
    // A server of the app's source rather than its build: its storage can be pointed at the
    // restored uploads.
    const api = await startTestServer({ data });
    setStorage(new DiskStorage(path.join(target.dataDir, "uploads")));
    try {
      const upload = await fetch(`${api.baseUrl}/uploads/${key}`);
      expect(upload.status).toBe(200);
      expect(Buffer.from(await upload.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      setStorage(undefined);
      await api.close();
    }
  }, 120_000);

  it("taken while reviews are written, comes back consistent as of one moment", async () => {
    const file = archiveIn("while-writing");
    const server = await startTestServer();
    let written = 0;
    try {
      const user = await createUser(server.db);
      let writing = true;
      // Each tool and its review are written together; a backup that read the tools before the
      // reviews, at two moments, would hold reviews of tools it lacks and fail to restore.
      const writer = (async () => {
        while (writing) {
          await inTransaction(server.db, async (tx) => {
            const tool = await createTool(tx, { id: `concurrent-${randomUUID()}` });
            await tx.insert(toolReviews).values({
              toolId: tool.id,
              userId: user.id,
              stars: 5,
              title: "Written during a backup",
              body: "One of many.",
            });
          });
          written++;
          // The embedded database answers without giving the event loop a turn: let the backup
          // request in between, as visitors' requests arriving over the network would.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const until = async (count: number) => {
        while (written < count) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      await until(5);
      await backUp(server, file);
      await until(written + 5);
      writing = false;
      await writer;
    } finally {
      await server.close();
    }

    const target = await made.target(kind);
    const printer = keptLines();
    expect(await restoreCommand([file], target, printer), printer.text()).toBe(0);
    const handle = await openDatabase({
      databaseUrl: target.DATABASE_URL,
      dataDir: target.dataDir,
    });
    try {
      const [orphans] = await queryRows<{ orphans: number }>(
        handle.db,
        sql`SELECT count(*)::int AS orphans FROM tool_reviews r
            WHERE NOT EXISTS (SELECT 1 FROM ai_tools t WHERE t.id = r.tool_id)`,
      );
      expect(orphans?.orphans).toBe(0);
      const [tools] = await handle.db
        .select({ n: count() })
        .from(aiTools)
        .where(like(aiTools.id, "concurrent-%"));
      const [reviews] = await handle.db
        .select({ n: count() })
        .from(toolReviews)
        .where(and(like(toolReviews.toolId, "concurrent-%"), eq(toolReviews.stars, 5)));
      expect(tools!.n).toBe(reviews!.n);
      expect(tools!.n).toBeGreaterThanOrEqual(5);
      expect(tools!.n).toBeLessThan(written);
      const manifest = readManifest(unpackArchive(readFileSync(file)));
      const restored = await takeSnapshot(handle.db, handle.kind);
      expect(restored.tables.map((table) => [table.name, table.rows])).toEqual(
        manifest.tables.map((table) => [table.name, table.rows]),
      );
    } finally {
      await handle.close();
    }
  });
});

describe("a table of more rows than one page", { timeout: 90_000 }, () => {
  it("comes back with the same count and checksum, read and written page by page", async () => {
    const file = archiveIn("many-rows");
    const server = await startTestServer();
    try {
      await server.db.execute(
        sql`INSERT INTO page_views (path, referrer_host, created_at)
            SELECT '/tools/tool-' || (g % 37), CASE WHEN g % 3 = 0 THEN 'example.com' END,
              timestamptz '2026-11-01 00:00:00Z' + g * interval '1 second'
            FROM generate_series(1, 4321) g`,
      );
      await backUp(server, file);
    } finally {
      await server.close();
    }
    const manifest = readManifest(unpackArchive(readFileSync(file)));
    const views = manifest.tables.find((table) => table.name === "page_views");
    expect(views?.rows).toBeGreaterThanOrEqual(4321);

    const target = await made.target(kind);
    const printer = keptLines();
    expect(await restoreCommand([file], target, printer), printer.text()).toBe(0);
    // A backup of the restored database holds the same bytes for every table.
    const again = archiveIn("many-rows-again");
    const second = keptLines();
    expect(await backupCommand([again], target, second), second.text()).toBe(0);
    expect(readManifest(unpackArchive(readFileSync(again))).tables).toEqual(manifest.tables);
  });
});

describe("an archive from an older version of the app", { timeout: 90_000 }, () => {
  it("is restored at its own schema, then brought up to this one", async () => {
    const known = knownMigrations();
    // A site one migration behind this version, and its backup.
    const site = await made.target(kind);
    const folder = await firstMigrations(known.length - 1);
    const options = { databaseUrl: site.DATABASE_URL, dataDir: site.dataDir };
    const handle = await openDatabase(options);
    let snapshot: Snapshot;
    let user: TestUser;
    const file = archiveIn("older");
    try {
      await migrateDatabase({ ...options, migrationsFolder: folder }, handle);
      user = await createUser(handle.db);
      snapshot = await takeSnapshot(handle.db, handle.kind);
      await writeBackup(handle.db, handle.kind, null, file);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
    expect(snapshot.migrations).toBe(known.length - 1);

    const target = await made.target(kind);
    const printer = keptLines();
    expect(await restoreCommand([file], target, printer), printer.text()).toBe(0);
    expect(printer.text()).toContain("brought up to this version's schema (1 newer migration)");
    const restored = await snapshotOf(target);
    expect(restored.migrations).toBe(known.length);
    // The newest migration may add tables or columns: the old tables keep their rows.
    const rows = (taken: Snapshot) => taken.tables.map((table) => [table.name, table.rows]);
    expect(rows(restored)).toEqual(expect.arrayContaining(rows(snapshot)));
    expect(tableContents(restored).users?.text).toContain(JSON.stringify(user.email));
  });
});

describe("npm run restore refuses, and so does npm run backup", { timeout: 90_000 }, () => {
  let good: string;
  let entries: Map<string, Buffer>;
  let manifest: Manifest;
  beforeAll(async () => {
    good = archiveIn("refusals");
    const server = await startTestServer();
    try {
      await backUp(server, good);
    } finally {
      await server.close();
    }
    entries = unpackArchive(readFileSync(good));
    manifest = readManifest(entries);
  });

  /** The archive packed again with one entry replaced. */
  function edited(name: string, data: Buffer) {
    const file = archiveIn("edited");
    const copy = new Map(entries).set(name, data);
    writeFileSync(
      file,
      packArchive([...copy].map(([entry, bytes]) => ({ name: entry, data: bytes }))),
    );
    return file;
  }

  /** Runs a restore into a new empty target; returns its exit code, what it said, and the target. */
  async function restore(file: string, target?: Awaited<ReturnType<typeof made.target>>) {
    const into = target ?? (await made.target(kind));
    const printer = keptLines();
    const code = await restoreCommand([file], into, printer);
    return { code, said: printer.text(), target: into };
  }

  it("an archive whose table data was changed, by its checksum", async () => {
    const data = Buffer.from(entries.get(tableFile("ai_tools"))!);
    data[100] = data[100]! ^ 0x01;
    const { code, said } = await restore(edited(tableFile("ai_tools"), data));
    expect(code).toBe(1);
    expect(said).toBe(
      "The archive is damaged: the data of table ai_tools does not match its checksum.",
    );
  });

  it("an archive cut short", async () => {
    const bytes = readFileSync(good);
    const file = archiveIn("cut");
    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    const { code, said } = await restore(file);
    expect(code).toBe(1);
    expect(said).toMatch(/^The archive is damaged: /);
  });

  it("an archive from a newer schema", async () => {
    const newer = {
      ...manifest,
      schema: { migrations: manifest.schema.migrations + 1, lastTag: "9999_from_the_future" },
    };
    const { code, said } = await restore(
      edited("manifest.json", Buffer.from(JSON.stringify(newer))),
    );
    expect(code).toBe(1);
    expect(said).toContain("The archive comes from a newer version of the app");
  });

  it("an archive whose schema this version does not know", async () => {
    const other = { ...manifest, schema: { ...manifest.schema, lastTag: "0035_another_branch" } };
    const { code, said } = await restore(
      edited("manifest.json", Buffer.from(JSON.stringify(other))),
    );
    expect(code).toBe(1);
    expect(said).toBe(
      "The archive's schema (last migration 0035_another_branch) is not one this version of the app knows.",
    );
  });

  it("a target that is not empty, and leaves it as it was", async () => {
    const first = await restore(good);
    expect(first.code, first.said).toBe(0);
    const before = tableContents(await snapshotOf(first.target));
    const second = await restore(good, first.target);
    expect(second.code).toBe(1);
    expect(second.said).toMatch(
      kind === "postgres"
        ? /^The PostgreSQL database is not empty/
        : /already holds an embedded database: restore into an empty data folder\.$/,
    );
    expect(tableContents(await snapshotOf(first.target))).toEqual(before);
  });

  it("to run without an archive, or with one that is not there (a usage error)", async () => {
    const target = await made.target(kind);
    const none = keptLines();
    expect(await restoreCommand([], target, none)).toBe(2);
    expect(none.text()).toBe("Name the archive to restore.");
    const missing = keptLines();
    expect(await restoreCommand(["/nowhere/site.tar.gz"], target, missing)).toBe(2);
    expect(missing.text()).toBe("There is no file /nowhere/site.tar.gz.");
  });

  describe("npm run backup, for its arguments", () => {
    it("needs one file, knows its options, and keeps an existing file unless told", async () => {
      const site = await made.target(kind);
      const none = keptLines();
      expect(await backupCommand([], site, none)).toBe(2);
      expect(none.text()).toBe("Name the archive file to write.");
      const unknown = keptLines();
      expect(await backupCommand([good, "--fast"], site, unknown)).toBe(2);
      expect(unknown.text()).toBe("Unknown option --fast.");
      const kept = keptLines();
      const before = readFileSync(good);
      expect(await backupCommand([good], site, kept)).toBe(1);
      expect(kept.text()).toBe(
        `${good} exists already: name a new file, or add --force to overwrite it.`,
      );
      expect(readFileSync(good).equals(before)).toBe(true);
    });

    it("overwrites a file with --force, from a stopped site's data", async () => {
      const { target } = await restore(good);
      const file = archiveIn("forced");
      writeFileSync(file, "an older archive");
      const printer = keptLines();
      expect(await backupCommand([file, "--force"], target, printer), printer.text()).toBe(0);
      expect(printer.text()).toMatch(/^Wrote .* bytes\) from /);
      const again = readManifest(unpackArchive(readFileSync(file)));
      expect(again.tables).toEqual(manifest.tables);
    });

    it.runIf(kind === "pglite")("refuses a data folder without a database", async () => {
      const empty = await made.target(kind);
      const printer = keptLines();
      expect(await backupCommand([archiveIn("nothing")], empty, printer)).toBe(1);
      expect(printer.text()).toBe(`There is no embedded database in ${empty.dataDir} to back up.`);
    });
  });
});
