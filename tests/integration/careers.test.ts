import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careerApplications, users } from "~/db/schema";
import { addAdmins } from "~/features/accounts/admins.server";
import { resetEnvCache } from "~/lib/env.server";
import { createSession, createUser } from "../factories";
import { freshAddress } from "../helpers";
import { startTestServer } from "../setup/test-server";

// Applications with resumes, over real HTTP against the production build on each database; the
// resumes land in a private folder of the disk storage, checked after each refusal.
const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-careers-"));
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dataDir, TRUST_PROXY: "true" });
  resetEnvCache();
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server?.close();
  for (const name of ["DATA_DIR", "TRUST_PROXY"]) delete process.env[name];
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

const resumesFolder = () => path.join(dataDir, "uploads", "private", "resumes");
const storedResumes = () => (existsSync(resumesFolder()) ? readdirSync(resumesFolder()) : []);
async function applications() {
  const [row] = await server.db.select({ n: count() }).from(careerApplications);
  return row?.n ?? 0;
}

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

function apply(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("resume", new Blob([file.bytes], { type: file.type }), file.name);
  return fetch(`${server.baseUrl}/api/careers`, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": freshAddress() },
  });
}

const GOOD = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  interest: "developer",
  message: "",
};

describe("POST /api/careers", () => {
  it("stores a real PDF privately with its record", async () => {
    const before = await applications();
    const response = await apply(GOOD, { bytes: PDF, name: "cv.pdf", type: "application/pdf" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await applications()).toBe(before + 1);
    const [row] = await server.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.email, "ada@example.com"));
    expect(row?.resumeKey).toMatch(/^private\/resumes\/[0-9a-f-]+\.pdf$/);
    expect(row?.message).toBeNull();
    expect(storedResumes()).toContain(path.basename(row!.resumeKey));
  });

  it.each([
    ["a missing name", { ...GOOD, name: "" }, 400, "Name must be at least 2 characters."],
    ["a bad email", { ...GOOD, email: "ada@" }, 400, "Please enter a valid email address."],
    ["no interest", { ...GOOD, interest: "" }, 400, "Please select an area of interest."],
    [
      "an unknown interest",
      { ...GOOD, interest: "astronaut" },
      400,
      "Please select an area of interest.",
    ],
    [
      "a 1 MB name",
      { ...GOOD, name: "x".repeat(1024 * 1024) },
      400,
      "Name can be at most 100 characters.",
    ],
  ])("refuses %s and stores nothing", async (_, fields, status, message) => {
    const before = [await applications(), storedResumes().length];
    const response = await apply(fields, { bytes: PDF, name: "cv.pdf", type: "application/pdf" });
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toContain(message);
    expect([await applications(), storedResumes().length]).toEqual(before);
  });

  it("refuses a form without a file, a renamed text file and a 6 MB upload", async () => {
    const before = [await applications(), storedResumes().length];
    const missing = await apply(GOOD);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toContain("Please upload your resume to apply.");

    const renamed = await apply(GOOD, {
      bytes: new TextEncoder().encode("just some text pretending"),
      name: "cv.pdf",
      type: "application/pdf",
    });
    expect(renamed.status).toBe(415);
    // The page names the problem from its code: 'Invalid file type'.
    expect(await renamed.json()).toMatchObject({
      error: { code: "invalid_file_type", message: "Please upload a PDF, DOC, or DOCX file." },
    });

    const huge = await apply(GOOD, {
      bytes: new Uint8Array(6 * 1024 * 1024),
      name: "cv.pdf",
      type: "application/pdf",
    });
    expect(huge.status).toBe(413);
    // 'File too large', from its code.
    expect(await huge.json()).toMatchObject({
      error: { code: "too_large", message: "Please upload a resume smaller than 5MB." },
    });
    expect([await applications(), storedResumes().length]).toEqual(before);
  });

  it("refuses JSON and form bodies from other sites", async () => {
    const json = await fetch(`${server.baseUrl}/api/careers`, {
      method: "POST",
      body: JSON.stringify(GOOD),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    const body = new FormData();
    body.set("name", "x");
    const crossSite = await fetch(`${server.baseUrl}/api/careers`, {
      method: "POST",
      body,
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("downloading a resume", () => {
  /** A confirmed account's session cookie. */
  async function signedIn(email: string) {
    const user = await createUser(server.db, { name: "Reviewer", email });
    return (await createSession(server.db, user)).cookie;
  }

  it("is refused to a visitor and to a plain user, and served to an administrator", async () => {
    await apply(
      { ...GOOD, email: "grace@example.com" },
      { bytes: PDF, name: "grace cv.pdf", type: "application/pdf" },
    );
    const [row] = await server.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.email, "grace@example.com"));
    const url = `${server.baseUrl}/api/admin/applications/${row!.id}/resume`;

    expect((await fetch(url)).status).toBe(401);
    const plain = await signedIn(`plain-${server.kind}@example.com`);
    expect((await fetch(url, { headers: { Cookie: plain } })).status).toBe(403);

    const adminEmail = `admin-${server.kind}@example.com`;
    const admin = await signedIn(adminEmail);
    await addAdmins(server.db, [adminEmail]);
    const served = await fetch(url, { headers: { Cookie: admin } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    expect(
      (
        await fetch(`${server.baseUrl}/api/admin/applications/999999/resume`, {
          headers: { Cookie: admin },
        })
      ).status,
    ).toBe(404);
    expect(await server.db.select().from(users).where(eq(users.email, adminEmail))).toHaveLength(1);
  });
});
