import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import {
  adminToolForm,
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
} from "../factories";
import { form } from "../helpers";
import { startS3Peer } from "../setup/peers";
import {
  startRoundRobinProxy,
  UPSTREAM_HEADER,
  type RoundRobinProxy,
} from "../setup/round-robin-proxy";
import { startServerProcess, type ListeningServer } from "../setup/server-process";
import { createEmptyDatabase } from "./shared-postgres";

// Two app servers on one PostgreSQL behind a round-robin proxy: what one server does, the other
// sees, exactly as if there were one. Sessions live in the database, rate limits in Redis,
// uploads in S3 (a local S3-compatible server), and an administrator's change empties the page
// cache and the kept reads (the categories...) of every server (PostgreSQL NOTIFY).

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The newsletter API's limit per client address (newsletterRateLimit). */
const NEWSLETTER_LIMIT = 10;
/** How soon another server's cached page must show an administrator's change. */
const INVALIDATION_MS = 1_000;

const folder = mkdtempSync(path.join(tmpdir(), "aitools-two-servers-"));
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Peer>>;
let proxy: RoundRobinProxy;
let servers: ListeningServer[] = [];
let handle: DatabaseHandle;

beforeAll(async () => {
  [database, s3, proxy] = await Promise.all([
    createEmptyDatabase("two_servers"),
    startS3Peer(path.join(folder, "s3")),
    startRoundRobinProxy(),
  ]);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    // The visitor is the first address left of the proxies on this machine.
    TRUST_PROXY: "127.0.0.1",
    BASE_URL: proxy.url,
    PAGE_CACHE_SECONDS: "60",
    S3_ENDPOINT: s3.options.endpoint,
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  // Both start at once on the empty database: one migrates and seeds, the other waits its turn.
  servers = await Promise.all(
    ["a", "b"].map((name) => startServerProcess({ ...env, DATA_DIR: path.join(folder, name) })),
  );
  proxy.setUpstreams(servers.map((server) => server.url));
  handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
});

afterAll(async () => {
  await handle?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await proxy?.close();
  await s3?.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** A client address of this run only (Redis is shared with other runs; nothing is flushed). */
function runAddress() {
  const bytes = randomBytes(2);
  return `198.18.${bytes[0]}.${bytes[1]}`;
}

type Answer = { status: number; headers: Headers; text: string; upstream: number };

/** One request through the proxy, with the upstream that answered it. */
async function viaProxy(pathname: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${proxy.url}${pathname}`, { redirect: "manual", ...init });
  const text = await response.text();
  const upstream = Number(response.headers.get(UPSTREAM_HEADER));
  return { status: response.status, headers: response.headers, text, upstream };
}

/** A GET through the proxy, asked again until `upstream` answers it (round robin: soon). */
async function getFrom(upstream: number, pathname: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < servers.length * 2; attempt++) {
    const answer = await viaProxy(pathname, { headers });
    if (answer.upstream === upstream) return answer;
  }
  throw new Error(`Upstream ${upstream} never answered ${pathname}.`);
}

/** The other one of the two servers. */
const other = (upstream: number) => (upstream + 1) % 2;

/** The session cookie (`name=value`) a sign-in answer set. */
function sessionCookie(answer: Answer) {
  const cookie = answer.headers.getSetCookie().find((value) => value.includes("session_token"));
  if (!cookie) throw new Error(`No session cookie in the answer (${answer.status}).`);
  return cookie.split(";")[0]!;
}

describe("two app servers on one PostgreSQL behind a round-robin proxy", () => {
  it("both answer, each in turn", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await viaProxy("/api/v1/categories"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set([0, 1]));
  });

  it("keeps a session made on one server on the other, and ends it on both", async () => {
    const user = await createUser(handle.db, { name: "Shared Session" });
    const signedIn = await viaProxy("/login", {
      method: "POST",
      body: form({ email: user.email, password: user.password }),
      headers: { "X-Forwarded-For": runAddress() },
    });
    expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const cookie = sessionCookie(signedIn);
    const there = await getFrom(other(signedIn.upstream), "/dashboard", { Cookie: cookie });
    expect(there.status).toBe(200);
    expect(there.text).toContain("Shared Session");
    const here = await getFrom(signedIn.upstream, "/dashboard", { Cookie: cookie });
    expect(here.status).toBe(200);

    const out = await viaProxy("/logout", {
      method: "POST",
      body: form({}),
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(302);
    for (const upstream of [0, 1]) {
      const after = await getFrom(upstream, "/dashboard", { Cookie: cookie });
      expect(after.status).toBe(302);
      expect(after.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("counts a rate limit across both servers, refusing at the count one server would", async () => {
    const address = runAddress();
    const answers: Answer[] = [];
    for (let n = 0; n <= NEWSLETTER_LIMIT; n++) {
      answers.push(
        await viaProxy("/api/v1/newsletter", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
          body: JSON.stringify({ email: `shared-limit-${address}-${n}@example.com` }),
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(NEWSLETTER_LIMIT).fill(201),
      429,
    ]);
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set([0, 1]));
    expect(answers.at(-1)!.headers.get("retry-after")).toMatch(/^\d+$/);
    // The count is this visitor's alone: another address is not refused.
    const someoneElse = await viaProxy("/api/v1/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": runAddress() },
      body: JSON.stringify({ email: `shared-limit-other-${address}@example.com` }),
    });
    expect(someoneElse.status, someoneElse.text).toBe(201);
    for (const server of servers)
      expect(server.output()).not.toContain("Rate limit store unavailable");
  });

  it("serves an avatar uploaded through one server from the other (S3)", async () => {
    const user = await createUser(handle.db, { name: "Avatar Person" });
    const { cookie } = await createSession(handle.db, user);
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#3366cc" },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set("intent", "profile");
    body.set("username", "Avatar Person");
    body.set("avatar", new Blob([new Uint8Array(image)], { type: "image/png" }), "me.png");
    const saved = await viaProxy("/dashboard/profile", {
      method: "POST",
      body,
      headers: { Cookie: cookie },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, user.id));
    const key = profile?.avatarKey;
    expect(key).toMatch(/^public\/avatars\/.+\.webp$/);
    // In the bucket, not on the disk of the server that took the upload.
    const uploader = ["a", "b"][saved.upstream]!;
    expect(existsSync(path.join(folder, uploader, "uploads", key!))).toBe(false);

    const served = await getFrom(other(saved.upstream), `/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const page = await getFrom(other(saved.upstream), "/dashboard/profile", { Cookie: cookie });
    expect(page.text).toContain(`/uploads/${key}`);
  });

  it("shows an administrator's edit made through one server on the other's cached page at once", async () => {
    const { adminCookie } = await createUserAndAdmin(handle.db);
    const tool = await createTool(handle.db);
    const canonical = await viaProxy(`/tool/${tool.id}`);
    expect(canonical.status).toBe(301);
    const page = canonical.headers.get("location")!;
    // Both servers keep the anonymous page.
    for (const upstream of [0, 1]) await getFrom(upstream, page);
    for (const upstream of [0, 1]) {
      const cached = await getFrom(upstream, page);
      expect(cached.headers.get("x-cache")).toBe("HIT");
      expect(cached.text).toContain(tool.shortDescription);
    }

    const edited = "Reads contracts aloud and flags every clause that renews itself.";
    const saved = await viaProxy(`/admin/tools/${tool.id}`, {
      method: "POST",
      body: adminToolForm(
        { name: tool.name, url: tool.url, status: "published", shortDescription: edited },
        tool.category,
      ),
      headers: { Cookie: adminCookie },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);

    const deadline = Date.now() + INVALIDATION_MS;
    let seen: Answer;
    do {
      seen = await getFrom(other(saved.upstream), page);
    } while (!seen.text.includes(edited) && Date.now() < deadline);
    expect(seen.text).toContain(edited);
    // The listing shows the new text; the old one stays only as the history's "before".
    expect(seen.text).toContain(`<meta name="description" content="${edited}"/>`);
    expect(seen.text).not.toContain(
      `<meta name="description" content="${tool.shortDescription}"/>`,
    );
    expect((await getFrom(saved.upstream, page)).text).toContain(edited);
  });

  it("offers a category added or renamed through one server in the other's filters at once", async () => {
    const { adminCookie } = await createUserAndAdmin(handle.db);
    const option = (name: string) => `<option value="${name}">${name}</option>`;
    const change = (fields: Record<string, string>) =>
      viaProxy("/admin", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: adminCookie, Origin: proxy.url },
      });
    /** The home page of `upstream` once it offers `name`, or when INVALIDATION_MS is up. */
    const homeOffering = async (upstream: number, name: string) => {
      const deadline = Date.now() + INVALIDATION_MS;
      let seen: Answer;
      do {
        seen = await getFrom(upstream, "/");
      } while (!seen.text.includes(option(name)) && Date.now() < deadline);
      return seen.text;
    };
    for (const upstream of [0, 1]) {
      expect((await getFrom(upstream, "/")).text).not.toContain(option("Orbital Mechanics"));
    }

    const added = await change({ intent: "add", kind: "category", name: "Orbital Mechanics" });
    expect(added.status, added.text.slice(0, 300)).toBe(302);
    for (const upstream of [other(added.upstream), added.upstream]) {
      expect(await homeOffering(upstream, "Orbital Mechanics")).toContain(
        option("Orbital Mechanics"),
      );
    }
    // Both servers read the categories a moment ago, far less than their lifetime (10 s) ago:
    // only the change's notice can make the other one read them again now.
    const renamed = await change({
      intent: "rename",
      kind: "category",
      from: "Orbital Mechanics",
      name: "Celestial Mechanics",
    });
    expect(renamed.status, renamed.text.slice(0, 300)).toBe(302);
    const there = await homeOffering(other(renamed.upstream), "Celestial Mechanics");
    expect(there).toContain(option("Celestial Mechanics"));
    expect(there).not.toContain(option("Orbital Mechanics"));
    expect(await homeOffering(renamed.upstream, "Celestial Mechanics")).toContain(
      option("Celestial Mechanics"),
    );
  });
});
