import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools } from "~/db/schema";
import type { ImportPlan } from "~/features/catalogue/types";
import { createTool, createUserAndAdmin } from "../factories";
import { startTestServer } from "../setup/test-server";

// Import (decision 013): a dry run, then the same file applied, over HTTP.

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ userCookie, adminEmail, adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

async function exported(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.baseUrl}/api/admin/tools/export`, {
    headers: { Cookie: adminCookie },
  });
  return response.json();
}

async function importFile(
  body: BodyInit,
  { apply = false, format = "json", cookie = adminCookie } = {},
) {
  const response = await fetch(
    `${server.baseUrl}/api/admin/tools/import?format=${format}${apply ? "&apply=true" : ""}`,
    {
      method: "POST",
      body,
      headers: {
        Origin: server.baseUrl,
        "Content-Type": format === "csv" ? "text/csv" : "application/json",
        ...(cookie ? { Cookie: cookie } : {}),
      },
    },
  );
  return { status: response.status, body: (await response.json()) as ImportPlan & ErrorBody };
}
type ErrorBody = { error?: { code: string; message: string } };

const toolCount = async () => (await server.db.select({ n: count() }).from(aiTools))[0]!.n;

describe("import (decision 013)", () => {
  it("is refused to a visitor (401) and a user (403)", async () => {
    expect((await importFile("[]", { cookie: "" })).status).toBe(401);
    expect((await importFile("[]", { cookie: userCookie })).status).toBe(403);
  });

  it("finds nothing to do in the export it is given back, even for rows the rules would refuse", async () => {
    // A tool written outside the editor, with fewer cons than the rules ask for.
    await createTool(server.db, { cons: ["Only one con."] });
    const file = await exported();
    const { status, body } = await importFile(JSON.stringify(file));
    expect(status).toBe(200);
    expect(body).toEqual({ added: [], changed: [], unchanged: file.length, refused: [] });
  });

  it("refuses files it cannot read, each with the reason", async () => {
    const cases: [BodyInit, string, string?][] = [
      ["{not json", "The file is not valid JSON"],
      ['{"id": "chatgpt"}', "The file must hold a list of tools"],
      ["[]", "The file holds no tools."],
      [new Uint8Array([0xff, 0xfe, 0x00]), "The file is not UTF-8 text."],
      ["id,name,colour\nx,y,z\n", "unknown: colour", "csv"],
      ['id,name\n"open,y\n', "is never closed", "csv"],
    ];
    for (const [body, message, format] of cases) {
      const { status, body: answer } = await importFile(body, { format: format ?? "json" });
      expect(status, message).toBe(400);
      expect(answer.error!.message).toContain(message);
    }
    const large = await importFile("[" + " ".repeat(10 * 1024 * 1024) + "]");
    expect(large.status).toBe(413);
    expect(large.body.error!.message).toBe(
      "The file is larger than 10 MB. Split it into smaller files.",
    );
  });

  it("shows what it would add, change and refuse, writes nothing in the dry run, then applies it", async () => {
    const file = await exported();
    const chatgpt = file.find((tool) => tool.id === "chatgpt")!;
    const claude = file.find((tool) => tool.id === "claude")!;
    const newTool = {
      ...chatgpt,
      id: `imported-tool-${server.kind}`,
      name: "Imported Tool",
      status: "draft",
    };
    const rows = [
      { ...chatgpt, shortDescription: "An imported short description for ChatGPT." },
      newTool,
      { ...claude, category: ["Conversational AI", "Space Travel"] },
      { ...newTool, name: "Same id again" },
      { ...chatgpt, id: "bad id!", colour: "blue" },
      "not an object",
    ];
    const before = await toolCount();
    const dry = await importFile(JSON.stringify(rows));
    expect(dry.status).toBe(200);
    expect(dry.body.added).toEqual([{ row: 2, id: newTool.id, name: "Imported Tool" }]);
    expect(dry.body.changed).toEqual([
      { row: 1, id: "chatgpt", name: "ChatGPT", fields: ["shortDescription"] },
    ]);
    expect(dry.body.refused).toEqual([
      { row: 3, id: "claude", reasons: ["Unknown category: Space Travel."] },
      { row: 4, id: newTool.id, reasons: ["Duplicate id: row 2 has it too."] },
      {
        row: 5,
        id: "bad id!",
        reasons: expect.arrayContaining([
          "Unknown field: colour.",
          "Id must be lower-case letters and digits joined by single hyphens, such as my-tool.",
        ]),
      },
      { row: 6, id: null, reasons: ["Each tool must be an object with the export's fields."] },
    ]);
    expect(await toolCount()).toBe(before);

    const applied = await importFile(JSON.stringify(rows), { apply: true });
    expect(applied.status).toBe(200);
    expect(applied.body.added).toHaveLength(1);
    expect(await toolCount()).toBe(before + 1);
    const [added] = await server.db.select().from(aiTools).where(eq(aiTools.id, newTool.id));
    expect(added).toMatchObject({ status: "draft", editedBy: adminEmail });
    expect(added!.createdAt.toISOString()).toBe(chatgpt.createdAt);
    const [changed] = await server.db.select().from(aiTools).where(eq(aiTools.id, "chatgpt"));
    expect(changed).toMatchObject({
      shortDescription: "An imported short description for ChatGPT.",
      status: "published",
      editedBy: adminEmail,
    });
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectId, "chatgpt"), eq(adminAudit.action, "import")));
    expect(entry!.changes).toEqual({
      shortDescription: {
        before: chatgpt.shortDescription,
        after: "An imported short description for ChatGPT.",
      },
    });

    // The same file again changes nothing more.
    const again = await importFile(JSON.stringify(rows));
    expect(again.body.added).toEqual([]);
    expect(again.body.changed).toEqual([]);
  });

  it("reads CSV with the columns of an earlier export, lists one item per line in their cell", async () => {
    const header = [
      "id",
      "name",
      "logo",
      "shortDescription",
      "description",
      "category",
      "pricing",
      "editorialRating",
      "features",
      "pros",
      "cons",
      "useCases",
      "url",
      "apiAccess",
      "createdAt",
      "checkedAt",
    ];
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const row = [
      `csv-tool-${server.kind}`,
      "Csv Tool",
      "",
      "Summarises spreadsheets into short written reports.",
      "Csv Tool reads a spreadsheet, finds the trends and outliers that matter and writes them up as a short report, with a chart for each finding and the formula behind every number.",
      "Data Analysis\nProductivity",
      "Freemium",
      "4.2",
      "Written reports\nCharts per finding\nFormulas shown",
      "Plain-language findings.\nShows its working.",
      "Large files are slow.\nNo live data sources.",
      "Monthly sales summaries.\nChecking a budget for outliers.",
      "https://csvtool.example.com",
      "false",
      "2026-11-20",
      "",
    ];
    const csv = `${header.join(",")}\r\n${row.map(quote).join(",")}\r\n`;
    const applied = await importFile(csv, { format: "csv", apply: true });
    expect(applied.status).toBe(200);
    expect(applied.body.refused).toEqual([]);
    expect(applied.body.added).toEqual([
      { row: 1, id: `csv-tool-${server.kind}`, name: "Csv Tool" },
    ]);
    const [stored] = await server.db
      .select()
      .from(aiTools)
      .where(eq(aiTools.id, `csv-tool-${server.kind}`));
    expect(stored).toMatchObject({
      category: ["Data Analysis", "Productivity"],
      features: ["Written reports", "Charts per finding", "Formulas shown"],
      apiAccess: false,
      logo: null,
      // An export made before facts had sources: its date checked is read and left aside.
      freePlan: null,
      platforms: [],
      status: "published",
    });
  });
});
