import { describe, expect, it } from "vitest";
import { isLoopback, localRequestRefusal } from "./control.server";

const TOKEN = "a".repeat(43);
const withToken = (extra: Record<string, string> = {}) =>
  new Headers({ Authorization: `Bearer ${TOKEN}`, ...extra });

describe("who may ask the server for a backup", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])("%s is this machine", (peer) => {
    expect(isLoopback(peer)).toBe(true);
  });

  it.each(["10.0.0.5", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "::", "", undefined])(
    "%s is not",
    (peer) => {
      expect(isLoopback(peer)).toBe(false);
    },
  );

  it("a loopback request with the token is answered", () => {
    expect(localRequestRefusal("127.0.0.1", withToken(), TOKEN)).toBeNull();
  });

  it("a request with another token, a shorter one or none is refused", () => {
    for (const headers of [
      new Headers({ Authorization: `Bearer ${"b".repeat(43)}` }),
      new Headers({ Authorization: "Bearer a" }),
      new Headers(),
    ]) {
      expect(localRequestRefusal("127.0.0.1", headers, TOKEN)).toBe(
        "The backup token is missing or wrong.",
      );
    }
  });

  it("a request from elsewhere or through a proxy is refused, token or not", () => {
    const refused = "Backups are answered only to requests made on this machine.";
    expect(localRequestRefusal("203.0.113.7", withToken(), TOKEN)).toBe(refused);
    expect(localRequestRefusal("127.0.0.1", withToken({ Via: "1.1 proxy" }), TOKEN)).toBe(refused);
  });
});
