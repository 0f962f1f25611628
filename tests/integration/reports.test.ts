import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools, toolReports } from "~/db/schema";
import { startRefresh } from "~/features/catalogue/refresh.server";
import { slugify } from "~/features/catalogue/tool";
import { toolPath } from "~/lib/paths";
import { startAdminPages } from "../admin-pages";
import { createTool } from "../factories";
import { form, landing } from "../helpers";

// Reports of a listing (decision 018): the public form, the admin queue and the link checker's
// own reports, over HTTP against the built app.

const SCRIPT = `<script>alert("x")</script>`;
const app = startAdminPages({ TRUST_PROXY: "true" });
const { get, post } = app;

const reportPath = (toolId: string) => `/tool/${toolId}/report`;
const report = (toolId: string, fields: Record<string, string>, headers = {}) =>
  post(reportPath(toolId), form(fields), headers);
const decide = (fields: Record<string, string>, cookie = app.adminCookie) =>
  post("/admin/reports", form(fields), { Cookie: cookie, Origin: app.server.baseUrl });

const reportsOf = (toolId: string) =>
  app.server.db.select().from(toolReports).where(eq(toolReports.toolId, toolId));
const stored = async (id: number) =>
  (await app.server.db.select().from(toolReports).where(eq(toolReports.id, id)))[0]!;

async function fileOne(toolId: string, fields: Record<string, string> = { reason: "outdated" }) {
  const response = await report(toolId, fields);
  expect(response.status, response.text).toBe(302);
  const rows = await reportsOf(toolId);
  return rows.at(-1)!.id;
}

describe("a visitor reports a listing", () => {
  it("links the form from the tool's page and stores a report; the page shows nothing new", async () => {
    const tool = await createTool(app.server.db);
    const pagePath = toolPath({ id: tool.id, slug: slugify(tool.name) });
    const before = await (await get(pagePath)).text();
    expect(before).toContain(`href="${reportPath(tool.id)}"`);
    expect(before).toContain("Report an issue");

    const formPage = await get(reportPath(tool.id));
    expect(formPage.status).toBe(200);
    const formHtml = await formPage.text();
    expect(formHtml).toContain(`Report an issue with ${tool.name}`);
    for (const label of ["Broken link", "Outdated information", "Not an AI tool / spam"]) {
      expect(formHtml).toContain(label);
    }

    const sent = await report(tool.id, {
      reason: "wrong_pricing",
      note: `It is free now. ${SCRIPT}`,
      email: "Reader@Example.com",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${reportPath(tool.id)}?sent=1`);
    const landed = await landing(app.server.baseUrl, sent);
    expect(landed.text).toContain("Thank you for your report");
    expect(landed.text).toContain("Report sent");

    const [row] = await reportsOf(tool.id);
    expect(row).toMatchObject({
      reason: "wrong_pricing",
      note: `It is free now. ${SCRIPT}`,
      email: "reader@example.com",
      source: "visitor",
      status: "open",
      decidedAt: null,
    });
    const after = await (await get(pagePath)).text();
    expect(after).not.toContain("It is free now.");
    expect(after).not.toContain("Wrong pricing");
    expect(after).toContain(tool.name);
  });

  it("takes a report with neither note nor email", async () => {
    const tool = await createTool(app.server.db);
    await fileOne(tool.id, { reason: "broken_link", note: "  ", email: "" });
    expect(await reportsOf(tool.id)).toMatchObject([{ note: null, email: null }]);
  });

  it("answers bad input with 400 and its message, storing nothing", async () => {
    const tool = await createTool(app.server.db);
    const cases: [Record<string, string>, string][] = [
      [{ reason: "hate_it" }, "Choose what is wrong with this listing."],
      [{}, "Choose what is wrong with this listing."],
      [{ reason: "other", note: "n".repeat(5000) }, "The note can be at most 1000 characters."],
      [{ reason: "other", email: "not-an-address" }, "Please enter a valid email address."],
    ];
    for (const [fields, message] of cases) {
      const response = await report(tool.id, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(response.text).toContain(message);
    }
    expect(await reportsOf(tool.id)).toEqual([]);
  });

  it("refuses unknown, draft and archived tools with 404, storing nothing", async () => {
    const archived = await createTool(app.server.db, { status: "archived" });
    const draft = await createTool(app.server.db, { status: "draft" });
    for (const id of [archived.id, draft.id, "no-such-tool", "bad%20id"]) {
      expect((await get(reportPath(id))).status, id).toBe(404);
      const response = await report(id, { reason: "outdated" });
      expect(response.status, id).toBe(404);
    }
    expect(await reportsOf(archived.id)).toEqual([]);
    expect(await reportsOf(draft.id)).toEqual([]);
  });

  it("answers a filled honeypot as if sent, storing nothing", async () => {
    const tool = await createTool(app.server.db);
    const bot = await report(tool.id, { reason: "spam", website: "https://spam.example.com" });
    expect(bot.status).toBe(302);
    expect(bot.headers.getSetCookie()).toEqual([]);
    expect(await reportsOf(tool.id)).toEqual([]);
  });

  it("limits reports per address", async () => {
    const tool = await createTool(app.server.db);
    const headers = { "X-Forwarded-For": "10.77.0.1" };
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await report(tool.id, { reason: "other" }, headers)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(302), 429]);
    const refused = await report(tool.id, { reason: "other" }, headers);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.text).toContain("You have sent several reports in a short while.");
    expect(await reportsOf(tool.id)).toHaveLength(10);
    // Another address is not held back.
    expect((await report(tool.id, { reason: "other" })).status).toBe(302);
  });
});

describe("the admin queue of reports", () => {
  it("refuses the queue and every decision to a visitor and a user, changing nothing", async () => {
    const tool = await createTool(app.server.db);
    const id = await fileOne(tool.id);
    for (const [cookie, to] of [
      ["", "/login"],
      [app.userCookie, "/dashboard"],
    ] as const) {
      const page = await get("/admin/reports", cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(to);
      for (const fields of [
        { intent: "report", id: String(id), status: "resolved" } as Record<string, string>,
        { intent: "tool", toolId: tool.id, status: "dismissed" },
      ]) {
        const decided = await decide(fields, cookie);
        expect(decided.status).toBe(302);
        expect(decided.headers.get("location")).toBe(to);
      }
    }
    expect((await stored(id)).status).toBe("open");
  });

  it("lists open reports under their tool as text, and resolves one with a note, audited", async () => {
    const tool = await createTool(app.server.db, { name: `Reported ${SCRIPT}` });
    const first = await fileOne(tool.id, {
      reason: "wrong_category",
      note: `Belongs under Audio ${SCRIPT}`,
      email: "reader@example.com",
    });
    const second = await fileOne(tool.id, { reason: "outdated" });

    const queue = await get("/admin/reports", app.adminCookie);
    expect(queue.status).toBe(200);
    expect(queue.headers.get("cache-control")).toBe("private, no-store");
    const html = await queue.text();
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain("Reported &lt;script&gt;");
    expect(html).toContain(`href="/admin/tools/${tool.id}"`);
    expect(html).toContain(`href="${toolPath({ id: tool.id, slug: slugify(tool.name) })}"`);
    expect(html).toContain(`href="${tool.url}"`);
    expect(html).toContain("Wrong category");
    expect(html).toContain("Belongs under Audio &lt;script&gt;");
    expect(html).toContain('href="mailto:reader%40example.com?subject=');
    expect(html).toContain("Decide all 2 open reports");
    expect(html).toMatch(/Open \(\d+\)/);

    const resolved = await decide({
      intent: "report",
      id: String(first),
      status: "resolved",
      note: "Moved to Audio.",
    });
    expect(resolved.status).toBe(302);
    expect(resolved.headers.get("location")).toBe("/admin/reports");
    expect((await landing(app.server.baseUrl, resolved, app.adminCookie)).text).toContain(
      "Report resolved",
    );
    expect(await stored(first)).toMatchObject({
      status: "resolved",
      resolution: "Moved to Audio.",
      decidedBy: app.adminEmail,
      decidedAt: expect.any(Date),
    });
    expect((await stored(second)).status).toBe("open");
    const [entry] = await app.server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "report"), eq(adminAudit.subjectId, String(first))));
    expect(entry).toMatchObject({
      actor: app.adminEmail,
      action: "resolved",
      changes: {
        status: { before: "open", after: "resolved" },
        resolution: { before: null, after: "Moved to Audio." },
      },
    });
    const resolvedTab = await (await get("/admin/reports?status=resolved", app.adminCookie)).text();
    expect(resolvedTab).toContain("Moved to Audio.");
    expect(resolvedTab).toContain(`Resolved by ${app.adminEmail}`);
  });

  it("dismisses every open report of a tool at once", async () => {
    const tool = await createTool(app.server.db);
    const ids = [await fileOne(tool.id), await fileOne(tool.id), await fileOne(tool.id)];
    const dismissed = await decide({ intent: "tool", toolId: tool.id, status: "dismissed" });
    expect(dismissed.status).toBe(302);
    expect((await landing(app.server.baseUrl, dismissed, app.adminCookie)).text).toContain(
      "3 open reports of this tool dismissed.",
    );
    for (const id of ids) {
      expect(await stored(id)).toMatchObject({ status: "dismissed", resolution: null });
    }
    const [{ n } = { n: 0 }] = await app.server.db
      .select({ n: count() })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "report"), eq(adminAudit.action, "dismissed")));
    expect(n).toBeGreaterThanOrEqual(3);
    const again = await decide({ intent: "tool", toolId: tool.id, status: "resolved" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This tool has no open report any more.");
    expect(again.text).toContain("Not changed");
  });

  it("refuses a second decision, bad input and unknown reports with 4xx, changing nothing", async () => {
    const tool = await createTool(app.server.db);
    const id = await fileOne(tool.id);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "report", id: "abc", status: "resolved" }, 400, "A report id is a whole number."],
      [{ intent: "report", id: String(id), status: "open" }, 400, "Choose resolved or dismissed."],
      [
        { intent: "report", id: String(id), status: "resolved", note: "n".repeat(501) },
        400,
        "The note can be at most 500 characters.",
      ],
      [
        { intent: "report", id: "999999999", status: "resolved" },
        404,
        "No report has the id 999999999.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await decide(fields);
      expect(response.status).toBe(status);
      expect(response.text).toContain(message);
    }
    expect((await stored(id)).status).toBe("open");
    expect((await decide({ intent: "report", id: String(id), status: "dismissed" })).status).toBe(
      302,
    );
    const again = await decide({ intent: "report", id: String(id), status: "resolved" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This report is already dismissed.");
    expect((await stored(id)).status).toBe("dismissed");
  });

  it("pages open reports by tool, the longest waiting first", async () => {
    const tools = [];
    for (let i = 0; i < 11; i++) {
      const tool = await createTool(app.server.db, { name: `Paged ${String(i).padStart(2, "0")}` });
      tools.push(tool);
      // Older than any other report of this file, so these lead the queue.
      await app.server.db.insert(toolReports).values(
        [0, 1].map((n) => ({
          toolId: tool.id,
          reason: "other" as const,
          note: `Paged report ${i}-${n}`,
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, i * 2 + n)),
        })),
      );
    }
    const first = await (await get("/admin/reports", app.adminCookie)).text();
    const names = [...first.matchAll(/>(Paged \d\d)</g)].map((match) => match[1]);
    expect(names).toEqual(tools.slice(0, 10).map((tool) => tool.name));
    expect(first).toContain("Paged report 0-1");
    expect(first).toContain('href="/admin/reports?page=2"');
    const second = await (await get("/admin/reports?page=2", app.adminCookie)).text();
    expect(second).toMatch(/>Paged 10</);
    expect(second).not.toMatch(/>Paged 00</);
    // Out of the way of the tests after this one.
    await app.server.db.delete(toolReports).where(
      inArray(
        toolReports.toolId,
        tools.map((tool) => tool.id),
      ),
    );
  });

  it("counts open reports on the overview, linking to the queue", async () => {
    const [{ n } = { n: 0 }] = await app.server.db
      .select({ n: count() })
      .from(toolReports)
      .where(eq(toolReports.status, "open"));
    const html = await (await get("/admin", app.adminCookie)).text();
    expect(html).toMatch(
      new RegExp(`href="/admin/reports"[^>]*>.{0,200}Open reports.{0,200}>${n}<`),
    );
  });
});

describe("the link checker", () => {
  let sites: Server;
  let siteUrl: string;
  let answering = false;

  beforeAll(async () => {
    sites = createServer((request, response) => {
      if (request.url === "/flaky" && answering) {
        response.writeHead(200, { "content-type": "text/html" });
        return response.end("<title>Back</title>");
      }
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<title>Not found</title>");
    });
    await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise((resolve) => sites?.close(resolve)));

  const run = async () => {
    const { started, finished } = await startRefresh(
      "admin@example.com",
      { allowPrivate: true, timeoutMs: 1000 },
      app.server.db,
    );
    expect(started).toBe(true);
    await finished;
  };
  const linkCheckReports = async (toolId: string) =>
    (await reportsOf(toolId)).filter((row) => row.source === "link_check");

  it("files one 'broken link' report after three failed checks in a row, not after two", async () => {
    const gone = await createTool(app.server.db, { url: `${siteUrl}/gone`, logo: "/x.png" });
    const flaky = await createTool(app.server.db, { url: `${siteUrl}/flaky`, logo: "/x.png" });
    // Only these tools are visited: the others point at the real internet.
    await app.server.db
      .update(aiTools)
      .set({ status: "archived" })
      .where(and(ne(aiTools.id, gone.id), ne(aiTools.id, flaky.id)));

    await run();
    await run();
    expect(await linkCheckReports(gone.id)).toEqual([]);
    answering = true; // flaky answers once, which breaks its run of failures
    await run();
    answering = false;
    const [filed, ...more] = await linkCheckReports(gone.id);
    expect(more).toEqual([]);
    expect(filed).toMatchObject({
      reason: "broken_link",
      source: "link_check",
      status: "open",
      email: null,
      note: "The website failed 3 checks in a row. The last one: The site answered 404.",
    });
    expect(await linkCheckReports(flaky.id)).toEqual([]);

    // A fourth failure files nothing more while the report is open, nor once it is dismissed.
    await run();
    expect(await linkCheckReports(gone.id)).toHaveLength(1);
    expect(
      (await decide({ intent: "report", id: String(filed!.id), status: "dismissed" })).status,
    ).toBe(302);
    await run();
    expect(await linkCheckReports(gone.id)).toHaveLength(1);

    // flaky fails twice after its one answer: two in a row is not yet a report; three is.
    expect(await linkCheckReports(flaky.id)).toEqual([]);
    await run();
    expect(await linkCheckReports(flaky.id)).toHaveLength(1);

    const queue = await (await get("/admin/reports", app.adminCookie)).text();
    expect(queue).toContain("Link checker");
    expect(queue).toContain("The site answered 404.");
  });
});
