import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, toolSubmissions } from "~/db/schema";
import { createSession, createUser } from "../factories";
import { form, landing, postTo, waitForMailIn } from "../helpers";
import { mailsTo } from "../setup/peers";
import { startMailedServer, type MailedServer } from "../setup/mailed-server";

// The contact and submit-tool forms post to their pages' actions: real HTTP against the
// production build, on each database, with a real SMTP peer for the notifications.
const OPERATOR = "operator@example.com";
const mailDir = mkdtempSync(path.join(tmpdir(), "aitools-forms-mail-"));
let server: MailedServer["server"];
let mailed: MailedServer;
beforeAll(async () => {
  ({ server } = mailed = await startMailedServer(mailDir, {
    TRUST_PROXY: "true",
    NOTIFY_EMAIL: OPERATOR,
  }));
});
afterAll(() => mailed?.close());

const waitForMail = waitForMailIn(mailDir);
/** Each post comes from a fresh client address, unless the test names one. */
const post = postTo(() => server.baseUrl);
const MEGABYTE = "x".repeat(1024 * 1024);

async function rows(table: typeof contactSubmissions | typeof toolSubmissions) {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const CONTACT = {
  name: "Grace Hopper",
  email: "Grace@Example.com",
  subject: "A listing is out of date",
  message: "The pricing of one tool changed last month.",
};

describe("POST /contact", () => {
  it("stores a valid message", async () => {
    const before = await rows(contactSubmissions);
    const response = await post("/contact", form(CONTACT));
    expect(response.status).toBe(302);
    const page = await landing(server.baseUrl, response);
    expect(page.url).toBe("/contact?sent=1");
    expect(page.text).toContain("Message sent successfully!");
    expect(page.text).toContain("Thank you for your message!");
    expect(await rows(contactSubmissions)).toBe(before + 1);
    const [stored] = await server.db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({ name: "Grace Hopper", email: "grace@example.com" });
    const notice = await waitForMail(OPERATOR, "New contact message: A listing is out of date");
    expect(notice.text).toContain("The pricing of one tool changed last month.");
  });

  it.each([
    ["a missing name", { ...CONTACT, name: undefined }, "Name must be at least 2 characters."],
    ["a bad email", { ...CONTACT, email: "grace@" }, "Please enter a valid email address."],
    ["a short subject", { ...CONTACT, subject: "Hi" }, "Subject must be at least 5 characters"],
    ["a short message", { ...CONTACT, message: "Short" }, "Message must be at least 10 characters"],
    ["a 10 KB message", { ...CONTACT, message: "y".repeat(10_000) }, "at most 5000 characters"],
  ])("refuses %s with the spec's message and stores nothing", async (_, fields, message) => {
    const before = await rows(contactSubmissions);
    const clean = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const response = await post("/contact", form(clean));
    expect(response.status).toBe(400);
    expect(response.text).toContain(message);
    expect(await rows(contactSubmissions)).toBe(before);
  });

  it("stores text without the control characters typed into it", async () => {
    const response = await post(
      "/contact",
      form({
        ...CONTACT,
        name: "Grace\u0000 Hopper",
        subject: "A listing\u0007 is out of date",
        message: "Line one\r\nline\u001b two\tends.\u0000",
      }),
    );
    expect(response.status).toBe(302);
    const [stored] = await server.db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({
      name: "Grace Hopper",
      subject: "A listing is out of date",
      message: "Line one\r\nline two\tends.",
    });
  });

  it("refuses a 1 MB body, JSON, and a filled honeypot stores nothing", async () => {
    const before = await rows(contactSubmissions);
    expect((await post("/contact", form({ ...CONTACT, message: MEGABYTE }))).status).toBe(413);
    const json = await post("/contact", JSON.stringify(CONTACT), {
      "Content-Type": "application/json",
    });
    expect(json.status).toBe(415);
    const bot = await post("/contact", form({ ...CONTACT, website: "http://spam.example" }));
    // Answered as if it went through: back to the page, with no toast.
    expect(bot.status).toBe(302);
    expect(bot.headers.getSetCookie()).toEqual([]);
    expect(await rows(contactSubmissions)).toBe(before);
  });

  it("limits messages per address", async () => {
    const headers = {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "10.99.99.99",
    };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post("/contact", form(CONTACT), headers)).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });

  it("limits by the address the proxy saw, whatever the client wrote before it", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        // The client's own X-Forwarded-For, then the address the proxy appended.
        "X-Forwarded-For": `192.0.2.${i + 1}, 10.98.98.98`,
      };
      statuses.push((await post("/contact", form(CONTACT), headers)).status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });
});

const TOOL = {
  name: "Example Writer",
  website: "https://example.com",
  category: "Productivity",
  pricing: "Freemium",
  shortDescription: "Drafts product copy from a few bullet points.",
  description:
    "Example Writer turns a handful of bullet points into product descriptions, release notes and emails, keeping the tone of earlier texts you give it.",
  email: "maker@example.com",
  logoUrl: "",
  founderName: "",
  founderEmail: "",
  submitterName: "",
  submitterRole: "",
};

describe("POST /submit-tool", () => {
  it("stores a submission as pending, with empty optional fields as nulls", async () => {
    const before = await rows(toolSubmissions);
    const response = await post("/submit-tool", form(TOOL));
    // docs/product.md#submit-a-tool: home, with the toast.
    expect(response.status).toBe(302);
    const page = await landing(server.baseUrl, response);
    expect(page.url).toBe("/");
    expect(page.text).toContain("Tool submitted successfully!");
    expect(await rows(toolSubmissions)).toBe(before + 1);
    const [stored] = await server.db
      .select()
      .from(toolSubmissions)
      .orderBy(desc(toolSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({
      status: "pending",
      logoUrl: null,
      founderName: null,
      founderEmail: null,
      userId: null,
    });
    expect(stored?.submittedAt).toBeInstanceOf(Date);
    await waitForMail(OPERATOR, "New tool submission: Example Writer");
    // A visitor's typed address is anyone's: it gets no mail from the site.
    expect(mailsTo(mailDir, "maker@example.com")).toEqual([]);
  });

  it("sends the receipt to a signed-in submitter's confirmed account address only", async () => {
    const confirmed = await createUser(server.db);
    const unconfirmed = await createUser(server.db, { emailVerified: false });
    for (const [user, name] of [
      [confirmed, "Receipt Writer"],
      [unconfirmed, "Quiet Writer"],
    ] as const) {
      const { cookie } = await createSession(server.db, user);
      const typed = `typed.${name.split(" ")[0]!.toLowerCase()}@example.com`;
      const response = await post("/submit-tool", form({ ...TOOL, name, email: typed }), {
        Cookie: cookie,
      });
      expect(response.status).toBe(302);
      await waitForMail(OPERATOR, `New tool submission: ${name}`);
      expect(mailsTo(mailDir, typed)).toEqual([]);
    }
    const receipt = await waitForMail(confirmed.email, "We received Receipt Writer");
    expect(receipt.text).toContain("within 3-5 business days");
    expect(mailsTo(mailDir, unconfirmed.email)).toEqual([]);
  });

  it.each([
    ["a javascript: website", { website: "javascript:alert(1)" }, "Please enter a valid URL."],
    ["a data: logo", { logoUrl: "data:image/png;base64,AAAA" }, "Please enter a valid logo URL."],
    ["an ftp: logo", { logoUrl: "ftp://example.com/logo.png" }, "Please enter a valid logo URL."],
    ["an unknown category", { category: "Astrology" }, "Please select a category."],
    ["an unknown pricing", { pricing: "Cheap" }, "Please select a pricing option."],
    [
      "a 201-character short description",
      { shortDescription: "s".repeat(201) },
      "Short description cannot exceed 200 characters.",
    ],
    [
      "a short description",
      { description: "Too short." },
      "Description must be at least 100 characters.",
    ],
    ["a bad founder email", { founderEmail: "founder@" }, "Please enter a valid email address."],
    ["a one-letter founder", { founderName: "F" }, "Founder name must be at least 2 characters."],
    ["a missing contact email", { email: "" }, "Please enter a valid email address."],
  ])("refuses %s and stores nothing", async (_, change, message) => {
    const before = await rows(toolSubmissions);
    const response = await post("/submit-tool", form({ ...TOOL, ...change }));
    expect(response.status).toBe(400);
    expect(response.text).toContain(message);
    expect(await rows(toolSubmissions)).toBe(before);
  });

  it("refuses a 1 MB description and a multipart body with a file, storing nothing", async () => {
    const before = await rows(toolSubmissions);
    expect((await post("/submit-tool", form({ ...TOOL, description: MEGABYTE }))).status).toBe(413);
    const multipart = new FormData();
    for (const [key, value] of Object.entries(TOOL)) multipart.set(key, value);
    multipart.set("website", new Blob(["<script>"], { type: "text/html" }), "x.html");
    const response = await fetch(`${server.baseUrl}/submit-tool`, {
      method: "POST",
      body: multipart,
      headers: { "X-Forwarded-For": "10.88.0.1" },
    });
    expect(response.status).toBe(400);
    expect(await rows(toolSubmissions)).toBe(before);
  });
});
