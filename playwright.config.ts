import { defineConfig } from "@playwright/test";
import {
  ADMIN_EMAILS,
  MAIL_DIR,
  NEWSLETTER_OFFER,
  OIDC_PORT,
  PGLITE_PORT,
  POSTGRES_PORT,
  SMTP_PORT,
} from "./tests/e2e/ports";

// The production build (npm run build) served twice: on the embedded database and on PostgreSQL.
// E2E_PORT_BASE lets two runs share a machine (ports BASE and BASE+1, their own databases).

// Accounts: mail goes to a real SMTP peer, single sign-on to a local OpenID Connect provider.
const ACCOUNT_ENV = [
  `SMTP_URL=smtp://127.0.0.1:${SMTP_PORT}`,
  `OIDC_ISSUER=http://127.0.0.1:${OIDC_PORT}`,
  "OIDC_CLIENT_ID=aitools-e2e",
  "OIDC_CLIENT_SECRET=e2e-secret",
  "OIDC_NAME='Company SSO'",
  // Tests give each browser its own address through X-Forwarded-For (see accounts-helpers).
  "TRUST_PROXY=true",
  // Accounts that sign up with these addresses are administrators (tests/e2e/admin.spec.ts).
  `ADMIN_EMAILS=${ADMIN_EMAILS.join(",")}`,
  // No scheduled visits of the catalogue's websites while the suite runs.
  "LINK_CHECK_INTERVAL_HOURS=0",
  // Alert emails about saved tools go out a second after the change, not 5 to 20 minutes.
  "ALERT_DIGEST_CHECK_SECONDS=1",
  "ALERT_DIGEST_SETTLE_SECONDS=1",
].join(" ");
export const E2E_POSTGRES_URL =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/aitools_e2e_${PGLITE_PORT}`;

const server = (port: number, env: string, before = "") => ({
  command: `${before}NODE_ENV=production LOG_LEVEL=warn PORT=${port} HOST=127.0.0.1 BASE_URL=http://127.0.0.1:${port} ${ACCOUNT_ENV} ${env} node server.js`,
  url: `http://127.0.0.1:${port}/api/v1/categories`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  // Guards against a hung test, not speed targets (those live in the benchmarks). Flows that
  // make accounts through the real forms (several password hashes and page loads) came within a
  // second of 30 s with both databases' tests running on two cores, and a single step of them
  // (a sign-up's hash and email, an admin page right after the servers start) past 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace of every test to keep the failed ones' took a third of the suite's time
    // (editorial.spec.ts: 132 s of tests with traces, 97 s without). A failure keeps its
    // screenshot; run with --trace=retain-on-failure to record traces while chasing one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "pglite", use: { baseURL: `http://127.0.0.1:${PGLITE_PORT}` } },
    {
      name: "postgres",
      use: { baseURL: `http://127.0.0.1:${POSTGRES_PORT}` },
      // Layout checks run once, on the embedded database: the database behind the server holds
      // the same catalogue and cannot change how wide a page is drawn. So do the specs that only
      // read and draw (the directory, compare, search and themes): on PostgreSQL the same reads
      // are asked over HTTP by the integration suite's postgres project. Every flow that writes
      // (accounts, saves, forms, comments, reviews, reports, the admin area) runs on both.
      testIgnore: [
        "overflow.spec.ts",
        "layout.spec.ts",
        "discovery.spec.ts",
        "first-minute.spec.ts",
        "logos.spec.ts",
        "alternatives.spec.ts",
        "api-docs.spec.ts",
      ],
    },
  ],
  webServer: [
    {
      command: `rm -rf ${MAIL_DIR} && node --import tsx tests/setup/peers.ts ${SMTP_PORT} ${MAIL_DIR}`,
      port: OIDC_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    server(
      PGLITE_PORT,
      `DATA_DIR=.e2e/pglite-${PGLITE_PORT}`,
      `rm -rf .e2e/pglite-${PGLITE_PORT} && `,
    ),
    server(
      POSTGRES_PORT,
      // One server names a newsletter offer, the other none (tests/e2e/editorial.spec.ts).
      `DATABASE_URL=${E2E_POSTGRES_URL} DATA_DIR=.e2e/postgres-${POSTGRES_PORT} NEWSLETTER_OFFER='${NEWSLETTER_OFFER}'`,
      `node --import tsx tests/setup/e2e-database.ts ${E2E_POSTGRES_URL} && `,
    ),
  ],
});
