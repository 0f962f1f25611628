import path from "node:path";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import {
  clientAddressContext,
  requestIdContext,
  scriptNonceContext,
  sessionUnreadableContext,
  sessionUserContext,
} from "~/lib/request-context";
import { scheduleAlertDigests } from "~/features/alerts/digest.server";
import { schedulePageViewRollup } from "~/features/analytics/rollup.server";
import { scheduleOwnerDigests } from "~/features/makers/owner-digest.server";
import { changeSummary } from "~/features/catalogue/change-words";
import { scheduleForgettingVisitors } from "~/features/catalogue/figures.server";
import { scheduleRefresh } from "~/features/catalogue/refresh.server";
import { slugify } from "~/features/catalogue/tool";
import { scheduleDailyBackup } from "~/lib/backup/schedule.server";
import { getEnv } from "~/lib/env.server";
import { createApp } from "./create-app";
import { createProductionListener } from "./production";

// The SSR build's entry: React Router's server build is bundled into this module. It is given
// as the build itself, not a function that imports it: given a function, React Router derives
// its route table and request handler again on every request (flattening and ranking every
// route each time), which a build that never changes in the process does not need. In
// development Vite loads this module anew when a route changes, and the handler with it.
const handleRequest = createRequestHandler(build, import.meta.env.MODE);

export const app = createApp((request, visitor) => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, visitor.address);
  context.set(sessionUserContext, visitor.user);
  context.set(requestIdContext, visitor.requestId);
  context.set(sessionUnreadableContext, visitor.sessionUnreadable);
  context.set(scriptNonceContext, visitor.scriptNonce);
  return handleRequest(request, context);
});

export { boot, shutdown } from "./boot";
export { noteListening } from "~/lib/backup/control.server";

/** The production server's request handler (server.js): the app behind its caches and limits. */
export function createListener(clientDir: string) {
  const env = getEnv();
  return createProductionListener(app, {
    clientDir,
    env,
    https: env.BASE_URL?.startsWith("https:") ?? false,
  });
}

/**
 * Work the server does on its own: Refresh Metadata on its schedule (decision 014), the
 * hourly roll-up of page views, which also counts the recent views behind "Most Popular"
 * (decisions 017, 031 and 039) and prunes old raw views, the hourly deletion of past days'
 * page-view visitors (decision 023), and the daily digests of changes to saved tools and of
 * owners' new reviews and reports.
 */
export function startSchedules() {
  const env = getEnv();
  const stops = [
    scheduleRefresh(env.LINK_CHECK_INTERVAL_HOURS, { allowPrivate: env.FETCH_ALLOW_PRIVATE }),
    scheduleForgettingVisitors(),
    schedulePageViewRollup({ retentionDays: env.PAGE_VIEW_RETENTION_DAYS }),
    scheduleAlertDigests(
      { summary: changeSummary, slugify },
      {
        everyMs: env.ALERT_DIGEST_CHECK_SECONDS * 1000,
        settleMs: env.ALERT_DIGEST_SETTLE_SECONDS * 1000,
      },
    ),
    scheduleOwnerDigests(slugify, {
      everyMs: env.ALERT_DIGEST_CHECK_SECONDS * 1000,
      settleMs: env.ALERT_DIGEST_SETTLE_SECONDS * 1000,
    }),
  ];
  if (env.BACKUP_DIR) {
    stops.push(
      scheduleDailyBackup({
        dir: path.resolve(env.BACKUP_DIR),
        keep: env.BACKUP_KEEP,
        uploadsRoot: env.S3_BUCKET ? null : path.join(env.dataDir, "uploads"),
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}

/** Where server.js listens. */
export function serverConfig() {
  const env = getEnv();
  return { port: env.PORT, host: env.HOST };
}
