// A real HTTP peer on this machine for code that calls out (a language model's endpoint): the
// code under test sends real requests and reads real answers.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type LoopbackServer = {
  /** "http://127.0.0.1:<port>", with no trailing slash. */
  origin: string;
  close: () => Promise<void>;
};

/** Serves `handler` on a free port of 127.0.0.1 until `close`. */
export async function listenOnLoopback(handler: http.RequestListener): Promise<LoopbackServer> {
  const server = http.createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
