import { describe, expect, it } from "vitest";
import { getEnv } from "./env.server";

describe("configuration", () => {
  it("needs no setting to start", () => {
    const env = getEnv({});
    expect(env).toMatchObject({ PORT: 3000, SEED_ON_START: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it("treats empty values as unset", () => {
    const env = getEnv({ DATABASE_URL: "", BASE_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BASE_URL).toBeUndefined();
  });

  it("names each bad variable and points to .env.example", () => {
    expect(() =>
      getEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", BASE_URL: "ftp://x" }),
    ).toThrowError(
      /PORT: .*\n.*BASE_URL: .*\n.*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\nSee \.env\.example\./s,
    );
  });
});
