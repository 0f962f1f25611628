import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, metadataRuns, toolChanges, toolChecks, toolFactSources } from "~/db/schema";
import { startRefresh } from "~/features/catalogue/refresh.server";
import { getStorage } from "~/lib/storage.server";
import { createTool, createUserAndAdmin } from "../factories";
import { startTestServer } from "../setup/test-server";

// Refresh Metadata (decision 014) against a local web server of test pages.

let server: Awaited<ReturnType<typeof startTestServer>>;
let sites: Server;
let siteUrl: string;
let adminCookie: string;
let userCookie: string;
let icon: Buffer;

const PAGE = `<!doctype html><html><head><title>Quill &amp; Page</title>
  <meta name="description" content="Briefs from meeting notes.">
  <link rel="icon" href="/icon.png"></head><body>Hello</body></html>`;

beforeAll(async () => {
  icon = await sharp({
    create: { width: 64, height: 48, channels: 4, background: { r: 40, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
  sites = createServer((request, response) => {
    const html = (body: string) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };
    switch (request.url) {
      case "/good":
        return html(PAGE);
      case "/moved":
        response.writeHead(301, { location: "/good" });
        return response.end();
      case "/icon.png":
        response.writeHead(200, { "content-type": "image/png" });
        return response.end(icon);
      case "/fake-icon":
        return html(`<head><title>Fake</title><link rel="icon" href="/not-an-image.png"></head>`);
      case "/not-an-image.png":
        response.writeHead(200, { "content-type": "image/png" });
        return response.end("<html>this is not a picture</html>");
      case "/loop":
        response.writeHead(302, { location: "/loop" });
        return response.end();
      case "/slow":
        setTimeout(() => html(PAGE), 3000).unref();
        return;
      case "/huge": {
        response.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(1024 * 1024, "a");
        let sent = 0;
        const write = () => {
          while (sent < 20) {
            sent++;
            if (!response.write(chunk)) return response.once("drain", write);
          }
          response.end();
        };
        return write();
      }
      default:
        response.writeHead(404, { "content-type": "text/html" });
        return response.end("<title>Not found</title>");
    }
  });
  await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;

  server = await startTestServer();
  ({ adminCookie, userCookie } = await createUserAndAdmin(server.db));
  // Only this file's tools are visited: the bundled ones point at the real internet.
  await server.db.update(aiTools).set({ status: "archived" });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => sites?.close(resolve));
});

const PATHS = ["/good", "/moved", "/fake-icon", "/missing", "/loop", "/slow", "/huge"] as const;

async function siteTools() {
  const tools: Record<string, string> = {};
  for (const path of PATHS) {
    const tool = await createTool(server.db, {
      url: `${siteUrl}${path}`,
      logo: null,
    });
    tools[path] = tool.id;
  }
  return tools;
}

async function lastCheck(toolId: string) {
  const [check] = await server.db
    .select()
    .from(toolChecks)
    .where(eq(toolChecks.toolId, toolId))
    .orderBy(toolChecks.id);
  return check!;
}

describe("Refresh Metadata (decision 014)", () => {
  it("records what each site says, stores a logo for a tool without one, and each failure", async () => {
    const tools = await siteTools();
    const { run, started, finished } = await startRefresh(
      "admin@example.com",
      { allowPrivate: true, timeoutMs: 1000 },
      server.db,
    );
    expect(started).toBe(true);
    expect(run.total).toBe(PATHS.length);
    await finished;

    const good = await lastCheck(tools["/good"]!);
    expect(good).toMatchObject({
      ok: true,
      httpStatus: 200,
      finalUrl: `${siteUrl}/good`,
      title: "Quill & Page",
      description: "Briefs from meeting notes.",
      error: null,
    });
    const moved = await lastCheck(tools["/moved"]!);
    expect(moved).toMatchObject({ ok: true, finalUrl: `${siteUrl}/good` });

    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tools["/good"]!));
    expect(stored!.websiteAnsweredAt).toBe(new Date().toISOString().slice(0, 10));
    expect(stored!.logo).toMatch(/^\/uploads\/public\/logos\/[a-f0-9-]+\.webp$/);
    const object = await getStorage().read(stored!.logo!.replace("/uploads/", ""));
    const logo = await sharp(object!.body).metadata();
    expect(logo).toMatchObject({ format: "webp", width: 128, height: 128 });
    // The visit confirms no fact; the logo it stored is in the public history as the site's.
    const confirmed = await server.db
      .select()
      .from(toolFactSources)
      .where(isNotNull(toolFactSources.confirmedAt));
    expect(confirmed).toEqual([]);
    expect(
      await server.db.select().from(toolChanges).where(eq(toolChanges.toolId, tools["/good"]!)),
    ).toEqual([expect.objectContaining({ field: "logo", before: null, byKind: "site" })]);

    const [fake] = await server.db
      .select()
      .from(aiTools)
      .where(eq(aiTools.id, tools["/fake-icon"]!));
    expect(fake).toMatchObject({ logo: null });
    expect((await lastCheck(tools["/fake-icon"]!)).ok).toBe(true);

    expect(await lastCheck(tools["/missing"]!)).toMatchObject({
      ok: false,
      httpStatus: 404,
      error: "The site answered 404.",
    });
    expect((await lastCheck(tools["/loop"]!)).error).toBe("Too many redirects.");
    expect((await lastCheck(tools["/slow"]!)).error).toBe("No answer in time.");
    expect((await lastCheck(tools["/huge"]!)).error).toBe(
      "The page is larger than the 1 MB that is read.",
    );
    const [failedTool] = await server.db
      .select()
      .from(aiTools)
      .where(eq(aiTools.id, tools["/missing"]!));
    expect(failedTool!.websiteAnsweredAt).toBeNull();

    const [ended] = await server.db.select().from(metadataRuns).where(eq(metadataRuns.id, run.id));
    expect(ended).toMatchObject({ total: 7, done: 7, failed: 4 });
    expect(ended!.finishedAt).not.toBeNull();
    await server.db
      .update(aiTools)
      .set({ status: "archived" })
      .where(inArray(aiTools.id, Object.values(tools)));
  });

  it("runs once when two servers start it at the same time", async () => {
    await createTool(server.db, { url: `${siteUrl}/slow`, logo: null });
    const [first, second] = await Promise.all([
      startRefresh("a@example.com", { allowPrivate: true, timeoutMs: 1000 }, server.db),
      startRefresh("b@example.com", { allowPrivate: true, timeoutMs: 1000 }, server.db),
    ]);
    expect([first.started, second.started].sort()).toEqual([false, true]);
    expect(first.run.id).toBe(second.run.id);
    await Promise.all([first.finished, second.finished]);
    const runs = await server.db.select().from(metadataRuns);
    expect(runs.filter((run) => run.startedBy !== "admin@example.com")).toHaveLength(1);
    await server.db.update(aiTools).set({ status: "archived" });
  });

  it("is started over HTTP by an administrator only, and never visits a private address", async () => {
    const call = (method: string, cookie?: string) =>
      fetch(`${server.baseUrl}/api/admin/metadata/refresh`, {
        method,
        headers: { Origin: server.baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
      });
    expect((await call("POST")).status).toBe(401);
    expect((await call("POST", userCookie)).status).toBe(403);
    expect((await call("GET", userCookie)).status).toBe(403);

    const local = await createTool(server.db, { url: `${siteUrl}/good`, logo: null });
    const started = await call("POST", adminCookie);
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: { id: number } };
    type Run = { id: number; finishedAt: string | null; failed: number };
    let latest = null as Run | null;
    for (let i = 0; i < 100 && !latest?.finishedAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      latest = ((await (await call("GET", adminCookie)).json()) as { run: Run | null }).run;
    }
    expect(latest).toMatchObject({ id: run.id, failed: 1 });
    expect(await lastCheck(local.id)).toMatchObject({
      ok: false,
      error: "The address is private or local and is not visited.",
    });
  });
});
