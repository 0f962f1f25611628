import { Agent, request } from "node:http";

/** One request exactly as it goes on the wire (no client fixes up its path, headers or body). */
export type WireRequest = {
  method: string;
  /** Path and query, sent byte for byte (latin-1 characters go out as single bytes). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent in pieces with Transfer-Encoding: chunked and no Content-Length. */
  chunked?: boolean;
};

export type WireAnswer =
  | { answered: true; status: number; headers: Record<string, string | string[] | undefined> }
  | { answered: false; error: string };

/** The longest a case may wait for its answer: a server that hangs fails the case. */
const ANSWER_TIMEOUT_MS = 30_000;
const CHUNK_BYTES = 16 * 1024;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends `wire` to the server at `baseUrl` over node:http (fetch would normalise the path and
 * refuse odd headers) and reads the whole answer. Large bodies go on a connection of their own:
 * a server that refuses one unread must not leave its rest in front of the next request.
 */
export function sendWire(baseUrl: string, wire: WireRequest): Promise<WireAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const large = (wire.body?.length ?? 0) > 64 * 1024;
  const headers: Record<string, string> = { ...wire.headers };
  if (wire.body && !wire.chunked) headers["Content-Length"] = String(wire.body.length);
  // Named outright: node:http frames a GET's or a DELETE's body as chunks only when told to.
  if (wire.body && wire.chunked) headers["Transfer-Encoding"] = "chunked";
  if (large) headers.Connection = "close";
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: WireAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const outgoing = request(
      {
        host: hostname,
        port: Number(port),
        method: wire.method,
        path: wire.target,
        headers,
        agent: large ? false : agent,
        insecureHTTPParser: true,
        // Oversized answers are measured (see `violations`), not refused by the client.
        maxHeaderSize: 1024 * 1024,
      },
      (incoming) => {
        incoming.on("data", () => {});
        incoming.on("error", () => {});
        incoming.on("end", () =>
          settle({ answered: true, status: incoming.statusCode ?? 0, headers: incoming.headers }),
        );
        // Without its end, the connection closed before the whole answer arrived.
        incoming.on("close", () =>
          settle({ answered: false, error: `the answer (${incoming.statusCode}) was cut short` }),
        );
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      settle({ answered: false, error: `no answer within ${ANSWER_TIMEOUT_MS} ms` });
    }, ANSWER_TIMEOUT_MS);
    outgoing.on("error", (error) => settle({ answered: false, error: error.message }));
    writeBody(outgoing, wire);
  });
}

function writeBody(outgoing: ReturnType<typeof request>, wire: WireRequest) {
  const body = wire.body;
  if (!body || body.length === 0) {
    outgoing.end();
    return;
  }
  if (!wire.chunked) {
    outgoing.end(body);
    return;
  }
  for (let offset = 0; offset < body.length; offset += CHUNK_BYTES) {
    outgoing.write(body.subarray(offset, offset + CHUNK_BYTES));
  }
  outgoing.end();
}

/** Closes the kept-alive connections (at the end of a run, so the process can exit). */
export function closeWireConnections() {
  agent.destroy();
}
