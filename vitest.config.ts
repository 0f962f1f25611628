import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: tests need no React Router plugin.
const alias = { "~": path.resolve("app"), "#server": path.resolve("server") };
const integration = (name: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: [
      "tests/integration/**/*.test.ts",
      ...(name === "postgres" ? ["tests/integration-postgres/**/*.test.ts"] : []),
    ],
    globalSetup: [`tests/setup/global-setup-${name}.ts`],
    setupFiles: ["tests/setup/env.ts"],
    env: { TEST_DB: name, LOG_LEVEL: "warn" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // The integration tests spend much of their time waiting on PostgreSQL and on files, so two
    // workers pay even on two cores (where the default would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Some unit tests start an embedded database (initdb takes seconds on a busy machine).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/relevance/**/*.test.ts",
          ],
          env: { LOG_LEVEL: "warn" },
          setupFiles: ["tests/setup/env.ts"],
        },
      },
      integration("pglite"),
      integration("postgres"),
      {
        resolve: { alias },
        test: {
          name: "faults",
          // Real server processes, a PostgreSQL cluster of their own, kill -9: one file at a
          // time, after the other projects, so timings are not skewed by other work.
          include: ["tests/faults/**/*.test.ts"],
          globalSetup: ["tests/faults/global-setup.ts"],
          setupFiles: ["tests/setup/env.ts"],
          env: { LOG_LEVEL: "warn" },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
