import { describe, expect, it } from "vitest";
import { toolFieldRules } from "./content-schema";

describe("a tool's logo", () => {
  it("is an https address or a logo Refresh Metadata stored here, nothing else", () => {
    const accepts = (value: string) => toolFieldRules.logo.safeParse(value).success;
    expect(accepts("https://cdn.example.com/logo.png")).toBe(true);
    expect(accepts("/uploads/public/logos/6f1c2a9e-1b2c-4d5e-8f90-123456789abc.webp")).toBe(true);
    expect(accepts("http://cdn.example.com/logo.png")).toBe(false);
    expect(accepts("/uploads/private/resumes/x.webp")).toBe(false);
    expect(accepts("javascript:alert(1)")).toBe(false);
    const refused = toolFieldRules.logo.safeParse("/etc/passwd");
    expect(refused.error?.issues[0]?.message).toBe("Logo must be an https:// address.");
  });
});

describe("a tool's id", () => {
  it("is never a word the API's addresses use beside ids", () => {
    const refused = toolFieldRules.id.safeParse("export");
    expect(refused.error?.issues[0]?.message).toBe(
      'Id "export" names one of the API\'s own addresses (/api/v1/tools/export); choose another, such as export-tool.',
    );
    expect(toolFieldRules.id.safeParse("export-tool").success).toBe(true);
    expect(toolFieldRules.id.safeParse("exporter").success).toBe(true);
  });
});
