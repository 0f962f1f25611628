import { createRequestHandler, RouterContextProvider } from "react-router";
import { clientAddressContext, requestIdContext, sessionUserContext } from "~/lib/request-context";
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

/** Where server.js listens. */
export function serverConfig() {
  const env = getEnv();
  return { port: env.PORT, host: env.HOST };
}
