import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, toolChanges, toolEditSuggestions, toolFactSources } from "~/db/schema";
import { OWNER_LOGO_FIELD } from "~/features/catalogue/constants";
import {
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
  type ToolRow,
} from "../factories";
import { form, getFrom, postTo, waitForMailIn } from "../helpers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// A tool's owner keeps the listing true (docs/product.md#claiming-a-listing, decision 030): their
// edits go through the suggestion queue marked as the owner's, and are recorded as the maker's
// while they own the tool; a logo they send is stored only as a sanitised or re-encoded copy.
// Over HTTP against the built app, on each database.

const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-owner-edits-mail-"));
/** The server's data folder, whose storage keeps the logos. */
const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-owner-edits-data-"));
const waitForMail = waitForMailIn(mailDir);

let mailed: MailedServer;
let server: MailedServer["server"];
let adminCookie: string;
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);

beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, {
    TRUST_PROXY: "true",
    DATA_DIR: dataDir,
  }));
  ({ adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => {
  await mailed?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const USE_CASES = ["Writing release notes from a changelog.", "Drafting replies to customers."];

async function someone() {
  const user = await createUser(server.db);
  return { user, cookie: (await createSession(server.db, user)).cookie };
}

const asAdmin = (pathname: string, fields: Record<string, string> | URLSearchParams) =>
  post(pathname, fields instanceof URLSearchParams ? fields : form(fields), {
    Cookie: adminCookie,
    Origin: server.baseUrl,
  });

/** A published tool, and a user the administrators named its owner. */
async function ownedTool() {
  const tool = await createTool(server.db, { useCases: USE_CASES });
  const owner = await someone();
  const granted = await asAdmin("/admin/owners", {
    intent: "grant",
    toolId: tool.id,
    email: owner.user.email,
  });
  expect(granted.status).toBe(302);
  return { tool, owner };
}

/** The edit form as the page fills it from the listing, with `changes` made. */
function editForm(tool: ToolRow, changes: Record<string, string> = {}, owner = true) {
  const body = form({
    url: tool.url,
    shortDescription: tool.shortDescription,
    description: tool.description,
    features: tool.features.join("\n"),
    ...(owner ? { useCases: (tool.useCases ?? []).join("\n") } : {}),
    pricing: tool.pricing,
    startingPrice: "",
    startingPriceCurrency: "",
    startingPricePeriod: "",
    freePlan: "",
    openSource: "",
    openSourceLicence: "",
    repositoryUrl: "",
    selfHostable: "",
    pricingSource: "",
    startingPriceSource: "",
    freePlanSource: "",
    apiSource: "",
    openSourceSource: "",
    selfHostableSource: "",
    platformsSource: "",
    note: "",
    ...changes,
  });
  if (tool.apiAccess && !("apiAccess" in changes)) body.set("apiAccess", "on");
  return body;
}

/** The same form sent as multipart/form-data, with a logo file. */
function withLogo(fields: URLSearchParams, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  for (const [key, value] of fields) body.append(key, value);
  body.append(OWNER_LOGO_FIELD, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return body;
}

const send = (
  tool: ToolRow,
  body: BodyInit,
  cookie: string,
  headers: Record<string, string> = {},
) => post(`/tool/${tool.id}/suggest`, body, { Origin: server.baseUrl, Cookie: cookie, ...headers });

async function suggestionsOf(toolId: string) {
  return server.db
    .select()
    .from(toolEditSuggestions)
    .where(eq(toolEditSuggestions.toolId, toolId))
    .orderBy(toolEditSuggestions.id);
}

async function reviewPage(id: number) {
  const html = await (await get(`/admin/edits/${id}`, adminCookie)).text();
  const version = /name="version" value="([^"]+)"/.exec(html)?.[1];
  return { html: html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'"), version: version! };
}

/** Accepts every field of a suggestion, as the review page ticks them. */
async function acceptAll(id: number) {
  const { version } = await reviewPage(id);
  const [row] = await server.db
    .select()
    .from(toolEditSuggestions)
    .where(eq(toolEditSuggestions.id, id));
  const choice = form({ intent: "accept", version });
  for (const field of Object.keys(row!.proposed)) choice.append("fields", field);
  return asAdmin(`/admin/edits/${id}`, choice);
}

const historyOf = (toolId: string) =>
  server.db
    .select()
    .from(toolChanges)
    .where(eq(toolChanges.toolId, toolId))
    .orderBy(toolChanges.id);

const pageText = async (pathname: string, cookie?: string) =>
  (await (await get(pathname, cookie)).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

/** The logos in the storage now. */
const storedLogos = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads", "public", "logos")).sort();
  } catch {
    return [];
  }
};

describe("the owner's edit of a listing", () => {
  it("is the owner's page alone; anyone else suggests an edit as a visitor", async () => {
    const { tool, owner } = await ownedTool();
    const visitor = await someone();

    const ownersPage = await pageText(`/tool/${tool.id}/suggest`, owner.cookie);
    expect(ownersPage).toContain(`Edit the listing of ${tool.name}`);
    expect(ownersPage).toContain("An administrator checks each change before it appears");
    expect(ownersPage).toContain("as the maker's");
    expect(ownersPage).toContain("Use cases");
    expect(ownersPage).toContain("New logo (optional)");
    expect(ownersPage).toMatch(/enctype="multipart\/form-data"/i);
    const visitorsPage = await pageText(`/tool/${tool.id}/suggest`, visitor.cookie);
    expect(visitorsPage).toContain(`Suggest an edit of ${tool.name}`);
    expect(visitorsPage).not.toContain("New logo (optional)");

    expect(await pageText(`/tool/${tool.id}/${tool.id}`, owner.cookie)).toContain(
      "Edit your listing",
    );
    expect(await pageText(`/tool/${tool.id}/${tool.id}`, visitor.cookie)).not.toContain(
      "Edit your listing",
    );

    const sent = await send(
      tool,
      editForm(
        tool,
        { shortDescription: "Drafts release notes and replies from a few bullet points." },
        false,
      ),
      visitor.cookie,
    );
    expect(sent.status).toBe(302);
    const [filed] = await suggestionsOf(tool.id);
    expect(filed).toMatchObject({ fromOwner: false, userId: visitor.user.id });
    // A visitor cannot send what only the owner changes.
    const useCases = await send(
      tool,
      editForm(tool, { useCases: "Anything at all for anyone.\nAnother use of it." }),
      visitor.cookie,
    );
    expect(useCases.status).toBe(403);
    expect(useCases.text).toContain("Only the tool's owner can change its use cases and logo");
    expect(await suggestionsOf(tool.id)).toHaveLength(1);
  });

  it("is labelled as the owner's, and once accepted the history shows it as the maker's", async () => {
    const { tool, owner } = await ownedTool();
    const sent = await send(
      tool,
      editForm(tool, {
        shortDescription: "Drafts release notes and replies from a few bullet points.",
        useCases: `${USE_CASES[0]}\nAnswering support tickets in your team's tone.`,
        freePlan: "yes",
        freePlanSource: "https://example.com/pricing",
        // Editorial fields: the owner's form has no place for them, and they are ignored.
        pros: "Better than every other tool.\nThe best there is.",
        cons: "None at all, ever.\nNothing whatsoever.",
        editorialRating: "5",
      }),
      owner.cookie,
    );
    expect(sent.status).toBe(302);
    const [filed] = await suggestionsOf(tool.id);
    expect(filed!.fromOwner).toBe(true);
    expect(Object.keys(filed!.proposed).sort()).toEqual(
      ["freePlan", "freePlanSource", "shortDescription", "useCases"].sort(),
    );
    // A visitor's suggestion of the same tool, to tell them apart.
    const visitor = await someone();
    await send(
      tool,
      editForm(tool, { selfHostable: "no", selfHostableSource: "https://example.com/faq" }, false),
      visitor.cookie,
    );

    const list = await pageText("/admin/edits", adminCookie);
    expect(list).toContain("From the owner");
    const ownersOnly = await pageText("/admin/edits?from=owner", adminCookie);
    expect(ownersOnly).toContain(owner.user.email);
    expect(ownersOnly).not.toContain(visitor.user.email);
    const overview = await pageText("/admin", adminCookie);
    expect(overview).toContain("Owner edits to review");
    expect(overview).toContain('href="/admin/edits?from=owner"');

    const { html } = await reviewPage(filed!.id);
    expect(html).toContain("From the owner");
    expect(html).toContain("Sent by the tool's owner");
    expect(html).toContain("Answering support tickets in your team's tone.");
    expect((await acceptAll(filed!.id)).status).toBe(302);

    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored).toMatchObject({
      shortDescription: "Drafts release notes and replies from a few bullet points.",
      useCases: [USE_CASES[0], "Answering support tickets in your team's tone."],
      freePlan: true,
      pros: tool.pros,
      cons: tool.cons,
      editorialRating: tool.editorialRating,
    });
    const history = await historyOf(tool.id);
    expect(history.map((row) => [row.field, row.byKind]).sort()).toEqual(
      [
        ["freePlan", "maker"],
        ["shortDescription", "maker"],
        ["useCases", "maker"],
      ].sort(),
    );
    const [source] = await server.db
      .select()
      .from(toolFactSources)
      .where(eq(toolFactSources.toolId, tool.id));
    expect(source).toMatchObject({ fact: "freePlan", confirmedBy: "maker" });
    const page = await pageText(`/tool/${tool.id}/${tool.id}`);
    expect(page).toContain("by the maker.");
    const mail = await waitForMail(owner.user.email, `Your edit of ${tool.name} was accepted`);
    expect(mail.text).toContain(`we checked your edit of ${tool.name} and applied it`);
  });

  it("is refused the owner's fields as soon as the owner is removed, and a waiting edit is then a visitor's", async () => {
    const { tool, owner } = await ownedTool();
    await send(
      tool,
      editForm(tool, { openSource: "no", openSourceSource: "https://example.com/licence" }),
      owner.cookie,
    );
    const [filed] = await suggestionsOf(tool.id);
    expect(filed!.fromOwner).toBe(true);

    expect((await asAdmin("/admin/owners", { intent: "revoke", toolId: tool.id })).status).toBe(
      302,
    );
    const refused = await send(
      tool,
      editForm(tool, { useCases: `${USE_CASES[0]}\nSomething the owner added late.` }),
      owner.cookie,
    );
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("you do not own this tool now");
    const logo = await send(
      tool,
      withLogo(editForm(tool, {}, false), await png(64, 64), "logo.png", "image/png"),
      owner.cookie,
    );
    expect(logo.status).toBe(403);
    expect(await suggestionsOf(tool.id)).toHaveLength(1);
    const page = await pageText(`/tool/${tool.id}/suggest`, owner.cookie);
    expect(page).toContain(`Suggest an edit of ${tool.name}`);
    expect(await pageText(`/tool/${tool.id}/${tool.id}`, owner.cookie)).not.toContain(
      "Edit your listing",
    );

    const { html } = await reviewPage(filed!.id);
    expect(html).toContain("From the owner");
    expect(html).toContain("Its author no longer owns this tool");
    expect((await acceptAll(filed!.id)).status).toBe(302);
    expect((await historyOf(tool.id)).map((row) => [row.field, row.byKind])).toEqual([
      ["openSource", "visitor"],
    ]);
    const [source] = await server.db
      .select()
      .from(toolFactSources)
      .where(eq(toolFactSources.toolId, tool.id));
    expect(source).toMatchObject({ fact: "openSource", confirmedBy: "suggestion" });
  });
});

/** A PNG of the given size, with a comment in its metadata. */
async function png(width: number, height: number) {
  return new Uint8Array(
    await sharp({
      create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "Owner's camera" } } })
      .toBuffer(),
  );
}

describe("the owner's logo", () => {
  it("stores a PNG re-encoded as a WebP of at most 256 px, which becomes the logo once accepted", async () => {
    const { tool, owner } = await ownedTool();
    const before = storedLogos();
    const sent = await send(
      tool,
      withLogo(editForm(tool), await png(600, 300), "logo.png", "image/png"),
      owner.cookie,
    );
    expect(sent.status).toBe(302);
    const [filed] = await suggestionsOf(tool.id);
    const logo = filed!.proposed.logo as string;
    expect(logo).toMatch(/^\/uploads\/public\/logos\/[A-Za-z0-9-]+\.webp$/);
    expect(storedLogos()).toHaveLength(before.length + 1);
    const served = await get(logo);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 128 });
    expect(meta.exif).toBeUndefined();

    expect((await reviewPage(filed!.id)).html).toContain(logo);
    expect((await acceptAll(filed!.id)).status).toBe(302);
    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored!.logo).toBe(logo);
    expect(await historyOf(tool.id)).toEqual([
      expect.objectContaining({ field: "logo", before: null, after: logo, byKind: "maker" }),
    ]);
  });

  it("stores an SVG only as the sanitiser writes it again", async () => {
    const { tool, owner } = await ownedTool();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle cx="5" cy="5" r="4" fill="#0a7"/></svg>';
    const sent = await send(
      tool,
      withLogo(editForm(tool), new TextEncoder().encode(svg), "logo.svg", "image/svg+xml"),
      owner.cookie,
    );
    expect(sent.status).toBe(302);
    const [filed] = await suggestionsOf(tool.id);
    const logo = filed!.proposed.logo as string;
    expect(logo).toMatch(/\.svg$/);
    const served = await get(logo);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    const text = await served.text();
    expect(text).toContain("<circle");
    expect(text).not.toContain("script");
    expect(text).not.toContain("onload");
    expect(text).not.toContain("alert");
  });

  it("refuses what is not a logo, or too large, and keeps nothing it refused", async () => {
    const { tool, owner } = await ownedTool();
    const before = storedLogos();
    const cases: [FormData, number, string][] = [
      [
        withLogo(
          editForm(tool),
          new TextEncoder().encode("Just some words."),
          "a.png",
          "image/png",
        ),
        400,
        "The logo must be a PNG, JPEG, WebP or SVG image.",
      ],
      [
        withLogo(
          editForm(tool),
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
          "broken.svg",
          "image/svg+xml",
        ),
        400,
        "The SVG was refused",
      ],
      [
        withLogo(editForm(tool), new Uint8Array(1024 * 1024 + 100), "big.png", "image/png"),
        413,
        "The logo can be at most 1 MB.",
      ],
      [
        withLogo(editForm(tool), new Uint8Array(3 * 1024 * 1024), "huge.png", "image/png"),
        413,
        "The logo can be at most 1 MB.",
      ],
      // A good logo with an edit refused for another reason is not kept either.
      [
        withLogo(editForm(tool, { freePlan: "yes" }), await png(64, 64), "logo.png", "image/png"),
        400,
        "Give the page that states the new value (https://).",
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send(tool, body, owner.cookie, { Connection: "close" });
      expect(answer.status, message).toBe(status);
      expect(answer.text).toContain(message);
    }
    expect(storedLogos()).toEqual(before);
    expect(await suggestionsOf(tool.id)).toEqual([]);
  });
});
