import { createRequestHandler, RouterContextProvider } from "react-router";
import { clientAddressContext, requestIdContext, sessionUserContext } from "~/lib/request-context";
import { scheduleRefresh } from "~/features/catalogue/refresh.server";
import { getEnv } from "~/lib/env.server";
import { createApp } from "./create-app";

// The SSR build's entry: React Router's server build is bundled into this module.
const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = createApp((request, visitor) => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, visitor.address);
  context.set(sessionUserContext, visitor.user);
  context.set(requestIdContext, visitor.requestId);
  return handleRequest(request, context);
});

export { boot, shutdown } from "./boot";

/** Work the server does on its own: Refresh Metadata on its schedule (decision 014). */
export function startSchedules() {
  const env = getEnv();
  return scheduleRefresh(env.LINK_CHECK_INTERVAL_HOURS, { allowPrivate: env.FETCH_ALLOW_PRIVATE });
}

/** Where server.js listens. */
export function serverConfig() {
  const env = getEnv();
  return { port: env.PORT, host: env.HOST };
}
