import { describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import { visitorAddress } from "./client-address";

const trust = (value: string) => getEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe("the visitor's address", () => {
  it("is the socket's peer unless proxies are trusted", () => {
    expect(visitorAddress("198.51.100.1", "203.0.113.7", trust("false"))).toBe("203.0.113.7");
    expect(visitorAddress(undefined, "203.0.113.7", trust("true"))).toBe("203.0.113.7");
  });

  it("is the address the trusted proxy appended, whatever the client wrote before it", () => {
    // One proxy: it appended the address it received the request from.
    expect(visitorAddress("198.51.100.1", "10.0.0.2", trust("true"))).toBe("198.51.100.1");
    expect(visitorAddress("6.6.6.6, 198.51.100.1", "10.0.0.2", trust("true"))).toBe("198.51.100.1");
    expect(visitorAddress("1.1.1.1, 2.2.2.2, 198.51.100.1", "10.0.0.2", trust("1"))).toBe(
      "198.51.100.1",
    );
  });

  it("counts back as many hops as there are proxies", () => {
    // A load balancer, then nginx: two entries were appended by them.
    expect(visitorAddress("6.6.6.6, 198.51.100.1, 10.0.0.9", "10.0.0.2", trust("2"))).toBe(
      "198.51.100.1",
    );
    // Fewer entries than proxies (a request that skipped one): the leftmost is all there is.
    expect(visitorAddress("198.51.100.1", "10.0.0.2", trust("3"))).toBe("198.51.100.1");
  });

  it("skips the proxies named by address or subnet, and no more", () => {
    const proxies = trust("10.0.0.2, 172.16.0.0/12, ::1");
    expect(visitorAddress("6.6.6.6, 198.51.100.1, 172.20.1.1", "10.0.0.2", proxies)).toBe(
      "198.51.100.1",
    );
    expect(visitorAddress("6.6.6.6, 198.51.100.1", "::1", proxies)).toBe("198.51.100.1");
    // A peer that is not a trusted proxy is the visitor, whatever the header says.
    expect(visitorAddress("6.6.6.6", "203.0.113.7", proxies)).toBe("203.0.113.7");
    // Garbage written by the client is not an address and stops the walk.
    expect(visitorAddress("6.6.6.6, not-an-ip", "10.0.0.2", proxies)).toBe("not-an-ip");
  });

  it("refuses a TRUST_PROXY that is none of these, naming it", () => {
    expect(() => getEnv({ TRUST_PROXY: "10.0.0.300" })).toThrowError(
      /TRUST_PROXY: .*10\.0\.0\.300/,
    );
    expect(() => getEnv({ TRUST_PROXY: "10.0.0.0/40" })).toThrowError(/TRUST_PROXY/);
    expect(getEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
  });
});
