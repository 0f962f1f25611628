import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env.server";
import { sendMail } from "./mail.server";

describe("mail without SMTP_URL", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-outbox-"));
  beforeAll(() => {
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.DATA_DIR;
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes each message to the outbox with a text and an HTML part", async () => {
    await sendMail({
      to: "reader@example.com",
      subject: "Confirm your email for AI Tools Directory",
      paragraphs: ["Welcome! Confirm your address.", "The link expires in 24 hours."],
      action: {
        label: "Confirm my email",
        url: "http://localhost:3000/api/auth/verify-email?token=a<b",
      },
    });
    const outbox = path.join(dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0]!), "utf8");
    expect(raw).toContain("To: reader@example.com");
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("AI Tools Directory");
    // The link is escaped in the HTML part, never interpreted.
    expect(raw).toContain("token=3Da&lt;b");
  });

  it("adds the header fields a message names", async () => {
    await sendMail({
      to: "list@example.com",
      subject: "A list message",
      paragraphs: ["Hello."],
      headers: {
        "List-Unsubscribe": "<https://example.com/newsletter/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const outbox = path.join(dataDir, "outbox");
    const file = readdirSync(outbox)
      .map((name) => readFileSync(path.join(outbox, name), "utf8"))
      .find((raw) => raw.includes("To: list@example.com"));
    expect(file).toContain(
      "List-Unsubscribe: <https://example.com/newsletter/unsubscribe?token=abc>",
    );
    expect(file).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
