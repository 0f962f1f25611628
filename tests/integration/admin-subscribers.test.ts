import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, newsletterSubscribers, notifySubscriptions } from "~/db/schema";
import { createUserAndAdmin } from "../factories";
import { form, getFrom, landing, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// The newsletter's subscribers and the coming-soon pages' notify requests in the admin area
// (decision 016), over HTTP against the built app, on each database.

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
let adminEmail: string;
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);
const EXPORT = "/api/admin/subscribers/export";
/** The page as a browser shows it (React's text-node markers removed). */
const html = async (path: string) =>
  (await (await get(path, adminCookie)).text()).replaceAll("<!-- -->", "");

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ userCookie, adminCookie, adminEmail } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

const at = (iso: string) => new Date(iso);
const remove = (id: string | number, cookie = adminCookie, search = "") =>
  post(`/admin/subscribers${search}`, form({ id: String(id) }), {
    Cookie: cookie,
    Origin: server.baseUrl,
  });

async function subscriberCount() {
  const [row] = await server.db.select({ n: count() }).from(newsletterSubscribers);
  return row!.n;
}

async function addSubscriber(email: string, confirmed: boolean, createdAt = new Date()) {
  const [row] = await server.db
    .insert(newsletterSubscribers)
    .values({ email, createdAt, confirmedAt: confirmed ? createdAt : null })
    .returning();
  return row!;
}

// First, while the list holds only these rows, so the file can be compared whole.
describe("the CSV export", () => {
  it("holds the confirmed addresses only, in the order they subscribed, safe for spreadsheets", async () => {
    await server.db.insert(newsletterSubscribers).values([
      {
        email: "ada@example.com",
        createdAt: at("2026-01-01T09:00:00Z"),
        confirmedAt: at("2026-01-01T09:05:30.250Z"),
      },
      { email: "waiting@example.com", createdAt: at("2026-01-02T09:00:00Z") },
      {
        email: "-2+3@example.com",
        createdAt: at("2026-01-03T10:00:00Z"),
        confirmedAt: at("2026-01-04T11:00:00Z"),
      },
      {
        email: "+sum@example.com",
        createdAt: at("2026-01-05T12:00:00Z"),
        confirmedAt: at("2026-01-05T12:01:00Z"),
      },
      {
        email: "@at@example.com".slice(1),
        createdAt: at("2026-01-06T12:00:00Z"),
        confirmedAt: at("2026-01-06T12:00:01Z"),
      },
    ]);
    const response = await get(EXPORT, adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="newsletter_subscribers_${day}.csv"`,
    );
    expect(await response.text()).toBe(
      [
        "email,confirmed_at,subscribed_at",
        "ada@example.com,2026-01-01T09:05:30.250Z,2026-01-01T09:00:00.000Z",
        "'-2+3@example.com,2026-01-04T11:00:00.000Z,2026-01-03T10:00:00.000Z",
        "'+sum@example.com,2026-01-05T12:01:00.000Z,2026-01-05T12:00:00.000Z",
        "at@example.com,2026-01-06T12:00:01.000Z,2026-01-06T12:00:00.000Z",
        "",
      ].join("\r\n"),
    );
  });

  it("streams thousands of addresses, a batch at a time", async () => {
    const before = await subscriberCount();
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      email: `bulk${String(i).padStart(4, "0")}@example.com`,
      confirmedAt: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await server.db.insert(newsletterSubscribers).values(rows.slice(i, i + 500));
    }
    const lines = (await (await get(EXPORT, adminCookie)).text()).split("\r\n");
    // The header, the four confirmed addresses above, the new ones, and the last line end.
    expect(lines).toHaveLength(1 + 4 + 2_500 + 1);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.at(-2)).toMatch(/^bulk2499@example\.com,/);
    expect(before).toBe(5);
    await server.db.delete(newsletterSubscribers);
  });
});

describe("the admin area refuses visitors and users", () => {
  it("on the lists, the removal and the export, changing nothing", async () => {
    const kept = await addSubscriber("kept@example.com", true);
    for (const [cookie, to] of [
      ["", "/login"],
      [userCookie, "/dashboard"],
    ] as const) {
      for (const path of [
        "/admin/subscribers",
        "/admin/subscribers?status=unconfirmed",
        "/admin/notify",
      ]) {
        const page = await get(path, cookie);
        expect(page.status, path).toBe(302);
        expect(page.headers.get("location"), path).toBe(to);
      }
      const removal = await remove(kept.id, cookie);
      expect(removal.status).toBe(302);
      expect(removal.headers.get("location")).toBe(to);
    }
    const visitor = await get(EXPORT);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: { code: "not_signed_in" } });
    const user = await get(EXPORT, userCookie);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error: { code: "forbidden" } });
    const [stored] = await server.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, kept.id));
    expect(stored).toBeDefined();
  });
});

describe("the subscriber list", () => {
  it("shows each state newest first with its count, pages of 25, and finds an address", async () => {
    const base = Date.parse("2026-03-01T00:00:00Z");
    for (let i = 0; i < 30; i++) {
      await addSubscriber(
        `reader${String(i).padStart(2, "0")}@example.com`,
        true,
        new Date(base + i * 60_000),
      );
    }
    await addSubscriber("pending-one@example.com", false, new Date(base));
    await addSubscriber("pending-two@example.com", false, new Date(base + 60_000));
    const confirmed = await server.db.select({ n: count() }).from(newsletterSubscribers);
    expect(confirmed[0]!.n).toBeGreaterThanOrEqual(32);

    const page = await get("/admin/subscribers", adminCookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const first = (await page.text()).replaceAll("<!-- -->", "");
    expect(first).toContain('<meta name="robots" content="noindex"/>');
    expect(first).toContain("Confirmed (31)");
    expect(first).toContain("Awaiting confirmation (2)");
    expect(first).toContain(`href="${EXPORT}"`);
    // Newest first: kept@ (subscribed today), then reader29 down to reader06 make 25; the
    // older ones are on page 2.
    expect(first.indexOf(">kept@example.com<")).toBeLessThan(first.indexOf(">reader29@"));
    const order = [...first.matchAll(/>reader(\d\d)@example\.com</g)].map((match) => match[1]);
    expect(order).toEqual(Array.from({ length: 24 }, (_, i) => String(29 - i).padStart(2, "0")));
    expect(first).not.toContain("pending-one@example.com");
    const second = await html("/admin/subscribers?page=2");
    expect([...second.matchAll(/>reader(\d\d)@example\.com</g)].map((match) => match[1])).toEqual([
      "05",
      "04",
      "03",
      "02",
      "01",
      "00",
    ]);

    const waiting = await html("/admin/subscribers?status=unconfirmed");
    expect(waiting.indexOf("pending-two@example.com")).toBeLessThan(
      waiting.indexOf("pending-one@example.com"),
    );
    expect(waiting).toContain("not confirmed");
    expect(waiting).not.toContain("reader29@example.com");

    const found = await html("/admin/subscribers?q=READER1");
    expect(found).toContain("10 addresses found.");
    expect(found).toContain("reader19@example.com");
    expect(found).not.toContain("reader29@example.com");
    // LIKE's wildcards are plain characters here.
    expect(await html("/admin/subscribers?q=%25")).toContain(
      "No confirmed address contains &quot;%&quot;.",
    );
    // A bad state or page falls back to the first.
    expect(await html("/admin/subscribers?status=gone&page=abc")).toContain("reader29@example.com");
  });

  it("removes an address, recording who did it but not the address", async () => {
    const row = await addSubscriber("remove-me@example.com", true);
    const response = await remove(row.id, adminCookie, "?status=confirmed&page=1&q=remove");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/subscribers?q=remove");
    const page = await landing(server.baseUrl, response, adminCookie);
    expect(page.text.replaceAll("<!-- -->", "")).toContain(
      "remove-me@example.com is no longer on the list.",
    );
    const [stored] = await server.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row.id));
    expect(stored).toBeUndefined();
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "subscriber"), eq(adminAudit.subjectId, String(row.id))));
    expect(entry).toMatchObject({ actor: adminEmail, action: "remove" });
    expect(JSON.stringify(entry!.changes)).not.toContain("remove-me");
    expect(entry!.changes).toMatchObject({
      confirmedAt: { before: row.confirmedAt!.toISOString(), after: null },
    });
  });

  it("answers a bad or unknown id with a 4xx, removing nothing", async () => {
    const before = await subscriberCount();
    for (const id of ["abc", "", "-3", "1.5"]) {
      const bad = await remove(id);
      expect(bad.status, id).toBe(400);
      expect(bad.text, id).toContain("A subscriber id is a whole number.");
    }
    const unknown = await remove(999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("No subscriber has the id 999999999.");
    expect(await subscriberCount()).toBe(before);
  });

  it("is counted on the overview, confirmed addresses only, with a link", async () => {
    const overview = await html("/admin");
    expect(overview).toMatch(
      /<a[^>]*href="\/admin\/subscribers"[^>]*>31 confirmed newsletter subscribers<\/a>/,
    );
  });
});

describe("notify requests", () => {
  it("lists each coming-soon page's requests newest first, with counts", async () => {
    await server.db.insert(notifySubscriptions).values([
      { page: "news", email: "early@example.com", createdAt: at("2026-02-01T00:00:00Z") },
      { page: "news", email: "late@example.com", createdAt: at("2026-02-02T00:00:00Z") },
      { page: "community", email: "member@example.com", createdAt: at("2026-02-03T00:00:00Z") },
    ]);
    const news = await html("/admin/notify");
    expect(news).toContain("AI News (2)");
    expect(news).toContain("API Documentation (0)");
    expect(news).toContain("Community (1)");
    expect(news.indexOf("late@example.com")).toBeLessThan(news.indexOf("early@example.com"));
    expect(news).not.toContain("member@example.com");
    const community = await html("/admin/notify?list=community");
    expect(community).toContain("member@example.com");
    expect(community).not.toContain("early@example.com");
    expect(await html("/admin/notify?list=api-docs")).toContain(
      "No one has asked about API Documentation yet.",
    );
    const page = await get("/admin/notify", adminCookie);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});
