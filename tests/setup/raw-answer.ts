import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from "node:http";

/** An answer as it came over the wire: its status, its headers and its body, not decoded. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Sends the request `send` makes (node:http's or node:https's `request`, given the callback)
 * and resolves with its answer as it came, whatever its encoding.
 */
export function rawAnswer(
  send: (onResponse: (response: IncomingMessage) => void) => ClientRequest,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = send((response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}
