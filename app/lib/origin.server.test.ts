import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "./env.server";
import { siteOrigin } from "./origin.server";

function withEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

const fromElsewhere = new Request("http://attacker.example/sitemap.xml", {
  headers: { Host: "attacker.example" },
});

describe("siteOrigin", () => {
  it("is BASE_URL when set", () => {
    withEnv({ NODE_ENV: "production", BASE_URL: "https://aitools.example/" });
    expect(siteOrigin(fromElsewhere)).toBe("https://aitools.example");
  });

  it("is never the Host header in production, even without BASE_URL", () => {
    withEnv({ NODE_ENV: "production", BASE_URL: undefined, PORT: "8080" });
    expect(siteOrigin(fromElsewhere)).toBe("http://localhost:8080");
  });

  it("is the request's own origin in development", () => {
    withEnv({ NODE_ENV: "development", BASE_URL: undefined });
    expect(siteOrigin(fromElsewhere)).toBe("http://attacker.example");
  });
});
