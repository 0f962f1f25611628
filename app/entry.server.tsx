import { Transform } from "node:stream";
import { laterPartsLoaded } from "~/lib/later";
import { heldScriptStart, holdScriptsUntilPainted } from "~/lib/module-preloads.server";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  isRouteErrorResponse,
} from "react-router";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/lib/db-outage.server";
import { databaseUnreachableHere } from "~/lib/db-scope.server";
import { log } from "~/lib/log.server";
import { NonceContext } from "~/lib/nonce";
import { requestIdContext, scriptNonceContext } from "~/lib/request-context";
import { RenderContext } from "~/lib/server-drawn";

// React Router's default document renderer, with the site's own error log (each error carries
// the request id that the error page shows the visitor).

/** Logs a loader's, action's or render's failure once, with the request's id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own refusals (405 for a method a page does not take, 400 for an unreadable
  // data request) are answers, not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logFailure(error, request, context);
};

/**
 * A page that failed because the database could not be reached is answered 503 with
 * Retry-After, never kept by a cache, and its error page says to come back shortly (the
 * errors the page hydrates from say so too, so the browser shows the same words).
 */
function answerOutage(routerContext: EntryContext, headers: Headers) {
  const errors = routerContext.staticHandlerContext.errors;
  for (const routeId of Object.keys(errors ?? {})) {
    errors![routeId] = new ErrorResponseImpl(503, "Service Unavailable", null);
  }
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return 503;
}

function logFailure(error: unknown, request: Request, context: Readonly<RouterContextProvider>) {
  log.error("A page failed", {
    requestId: context.get(requestIdContext),
    method: request.method,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

export const streamTimeout = 5_000;

/**
 * A stream that passes on what React writes in one burst as one chunk, its scripts held until the
 * page is painted. React flushes a page in pieces of about 2 KB; each piece would otherwise cross the web
 * stream and the socket on its own (about 45 writes for a 90 KB page). What arrives in one turn of
 * the event loop leaves together, so content that streams in later (a Suspense boundary) is not
 * held back.
 */
function coalescedChunks(scriptStart: Buffer, onEnd: () => void) {
  let pending: Buffer[] = [];
  let carry: Buffer = Buffer.alloc(0);
  let scheduled: NodeJS.Immediate | undefined;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      scheduled ??= setImmediate(flush);
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      flush();
      if (carry.length) stream.push(carry);
      onEnd();
      callback();
    },
  });
  function flush() {
    scheduled = undefined;
    if (pending.length === 0) return;
    const held = holdScriptsUntilPainted(Buffer.concat([carry, ...pending]), scriptStart);
    pending = [];
    carry = held.carry;
    if (held.out.length) stream.push(held.out);
  }
  return stream;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // An error page names the request, so a visitor's report can be found in the log. It goes into
  // the root's data (which the page hydrates from) only for error pages, so cached pages stay
  // the same for every visitor.
  if (responseStatusCode >= 500 && databaseUnreachableHere()) {
    responseStatusCode = answerOutage(routerContext, responseHeaders);
  }
  if (responseStatusCode >= 500) {
    const data = routerContext.staticHandlerContext.loaderData;
    const root = data.root as Record<string, unknown> | undefined;
    if (root) data.root = { ...root, requestId: loadContext.get(requestIdContext) };
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // A part the browser loads later is rendered with the page: its code must be here first.
  await laterPartsLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const nonce = loadContext.get(scriptNonceContext);
    const { pipe, abort } = renderToPipeableStream(
      <RenderContext value={loadContext}>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </RenderContext>,
      {
        nonce,
        // A Suspense boundary whose content is ready is sent in place, however far down the page
        // it is. (By default React sends one that comes after 12.8 KB of the page separately, with
        // a script to move it in: a page read without JavaScript would never show it.)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedChunks(heldScriptStart(routerContext), () => {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) logFailure(error, request, loadContext);
        },
      },
    );
  });
}
