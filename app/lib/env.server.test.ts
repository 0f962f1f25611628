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

  it("takes no daily backup unless BACKUP_DIR is set, and keeps 1 to 1000 archives", () => {
    expect(getEnv({}).BACKUP_DIR).toBeUndefined();
    expect(getEnv({}).BACKUP_KEEP).toBe(7);
    expect(getEnv({ BACKUP_DIR: "/var/backups/aitools", BACKUP_KEEP: "14" })).toMatchObject({
      BACKUP_DIR: "/var/backups/aitools",
      BACKUP_KEEP: 14,
    });
    expect(() => getEnv({ BACKUP_KEEP: "0" })).toThrowError(
      /BACKUP_KEEP: must keep at least 1 archive/,
    );
    expect(() => getEnv({ BACKUP_KEEP: "a week" })).toThrowError(
      /BACKUP_KEEP: must be a whole number of archives/,
    );
  });

  it("names each bad variable and points to .env.example", () => {
    expect(() =>
      getEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", BASE_URL: "ftp://x" }),
    ).toThrowError(
      /PORT: .*\n.*BASE_URL: .*\n.*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\nSee \.env\.example\./s,
    );
  });

  it("reads the site's social links, and refuses an unknown network or a plain-http address", () => {
    expect(getEnv({}).SOCIAL_LINKS).toEqual([]);
    expect(
      getEnv({ SOCIAL_LINKS: " x=https://x.com/aitools , GitHub=https://github.com/aitools?a=b" })
        .SOCIAL_LINKS,
    ).toEqual([
      { network: "x", label: "X", url: "https://x.com/aitools" },
      { network: "github", label: "GitHub", url: "https://github.com/aitools?a=b" },
    ]);
    expect(() => getEnv({ SOCIAL_LINKS: "myspace=https://myspace.com/x" })).toThrowError(
      /SOCIAL_LINKS: unknown network "myspace"/,
    );
    expect(() => getEnv({ SOCIAL_LINKS: "x=http://x.com/aitools" })).toThrowError(
      /SOCIAL_LINKS: x needs an https:\/\/ address/,
    );
  });

  it("reads the optional language model and keeps private addresses off by default", () => {
    const none = getEnv({});
    expect(none.LLM_BASE_URL).toBeUndefined();
    expect(none.LLM_ALLOW_PRIVATE).toBe(false);
    const env = getEnv({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "llama3.2",
      LLM_API_KEY: " ",
      LLM_ALLOW_PRIVATE: "true",
    });
    expect(env).toMatchObject({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "llama3.2",
      LLM_API_KEY: undefined,
      LLM_ALLOW_PRIVATE: true,
    });
    expect(() => getEnv({ LLM_BASE_URL: "localhost:11434" })).toThrowError(/LLM_BASE_URL/);
  });
});
