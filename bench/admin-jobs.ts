// The administrators' long jobs, measured in this process: Export from database over a large
// catalogue (time and memory above idle) and Refresh Metadata over 1,000 tools whose websites
// are a local server (tools per second at the default concurrency).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { exportTools } from "~/features/catalogue/admin-queries.server";
import { REFRESH_DEFAULTS, startRefresh } from "~/features/catalogue/refresh.server";
import { queryRows, type Db } from "~/lib/db.server";

export type ExportFigures = {
  tools: number;
  seconds: number;
  megabytes: number;
  peakAboveIdleMb: number;
};

/** Exports every tool as the download does (one JSON line each), into nothing. */
export async function measureExport(db: Db): Promise<ExportFigures> {
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let tools = 0;
  let bytes = 0;
  for await (const batch of exportTools(db)) {
    for (const tool of batch) {
      bytes += Buffer.byteLength(JSON.stringify(tool)) + 2;
      tools++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { tools, seconds, megabytes: bytes / 1e6, peakAboveIdleMb: (peak - idle) / 2 ** 20 };
}

export type RefreshFigures = { tools: number; seconds: number; perSecond: number; failed: number };

/**
 * Points `count` tools at a local web server (a page with a title, a description and an icon;
 * half the tools without a logo, so half the visits also fetch and store an icon) and times
 * one run of Refresh Metadata over them. Every other tool is archived first.
 */
export async function measureRefresh(db: Db, count: number): Promise<RefreshFigures> {
  const icon = await sharp({
    create: { width: 96, height: 96, channels: 4, background: { r: 60, g: 60, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const page = `<!doctype html><html><head><title>A tool</title>
    <meta name="description" content="A page as a tool's website has one.">
    <link rel="icon" href="/icon.png"></head><body>${"<p>Text.</p>".repeat(400)}</body></html>`;
  const sites = createServer((request, response) => {
    if (request.url === "/icon.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(icon);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  try {
    await db.execute(sql`UPDATE ai_tools SET status = 'archived'`);
    await db.execute(sql`
      UPDATE ai_tools SET status = 'published', url = ${base} || '/site/' || id,
             logo = CASE WHEN hashtext(id) % 2 = 0 THEN NULL ELSE 'https://example.com/logo.png' END
      WHERE id IN (SELECT id FROM ai_tools ORDER BY id LIMIT ${count})`);
    const started = performance.now();
    const { run, finished } = await startRefresh("bench", { allowPrivate: true }, db);
    await finished;
    const seconds = (performance.now() - started) / 1000;
    const [row] = await queryRows<{ done: number; failed: number }>(
      db,
      sql`SELECT done, failed FROM metadata_runs WHERE id = ${run.id}`,
    );
    // A run that stopped part way measured nothing worth writing down.
    if (!row || row.done !== run.total) {
      throw new Error(`Refresh Metadata stopped after ${row?.done ?? 0} of ${run.total} tools.`);
    }
    return { tools: row.done, seconds, perSecond: row.done / seconds, failed: row.failed };
  } finally {
    await new Promise((resolve) => sites.close(resolve));
  }
}

export const REFRESH_CONCURRENCY = REFRESH_DEFAULTS.concurrency;
