import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream";

// A small load balancer for tests: each request goes to the next of N app servers in turn, as
// a round-robin proxy in front of several app servers would send it. Bodies stream both ways.

/** The answer's header naming which upstream (0, 1, ...) served it, for the tests to read. */
export const UPSTREAM_HEADER = "x-upstream";

/** Headers of one hop only (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "upgrade",
]);

/** The headers to pass on, without those of one hop. */
function passOn(headers: IncomingHttpHeaders) {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** X-Forwarded-For with the address this hop received the request from appended. */
function forwardedFor(request: IncomingMessage) {
  const previous = request.headers["x-forwarded-for"];
  const peer = request.socket.remoteAddress ?? "unknown";
  return previous ? `${previous}, ${peer}` : peer;
}

export type RoundRobinProxy = {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Sets the app servers to alternate between (their base URLs). */
  setUpstreams: (urls: string[]) => void;
  /** Requests each upstream was sent so far. */
  counts: () => number[];
  close: () => Promise<void>;
};

/**
 * Starts the proxy on a free loopback port. The Host header is kept (the app servers see the
 * site's address), X-Forwarded-For gets this hop, and a failed upstream is answered 502.
 */
export async function startRoundRobinProxy(upstreams: string[] = []): Promise<RoundRobinProxy> {
  let targets = upstreams.map((url) => new URL(url));
  let counts = targets.map(() => 0);
  let turn = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    if (targets.length === 0) {
      response.writeHead(503, { "content-type": "text/plain" }).end("No upstream.");
      return;
    }
    const index = turn++ % targets.length;
    const target = targets[index]!;
    counts[index]! += 1;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...passOn(request.headers),
          "x-forwarded-for": forwardedFor(request),
          "x-forwarded-proto": "http",
          "x-forwarded-host": request.headers.host ?? "",
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
          ...passOn(answer.headers),
          [UPSTREAM_HEADER]: String(index),
        });
        pipeline(answer, response, () => {});
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) {
        response
          .writeHead(502, { "content-type": "text/plain", [UPSTREAM_HEADER]: String(index) })
          .end("Bad gateway.");
      } else response.destroy();
    });
    // A visitor who goes away takes the upstream request with them.
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    pipeline(request, upstream, () => {});
  };

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setUpstreams(urls) {
      targets = urls.map((url) => new URL(url));
      counts = targets.map(() => 0);
      turn = 0;
    },
    counts: () => [...counts],
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
