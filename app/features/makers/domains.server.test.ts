import { describe, expect, it } from "vitest";
import { pageHasToken } from "./claims.server";
import {
  addressStandsFor,
  claimableMailDomains,
  onWebsiteDomain,
  websiteDomain,
} from "./domains.server";

describe("which domain a website stands on", () => {
  it("takes the registrable domain, private suffixes included", () => {
    expect(websiteDomain("https://chat.example.co.uk/pricing")).toMatchObject({
      ok: true,
      host: "chat.example.co.uk",
      domain: "example.co.uk",
      mail: true,
    });
    expect(websiteDomain("https://maker.github.io/tool")).toMatchObject({
      ok: true,
      domain: "maker.github.io",
    });
    expect(websiteDomain("http://127.0.0.1:8080/")).toMatchObject({ ok: true, mail: false });
  });

  it("refuses shared hosts, free mail and what is not a web address", () => {
    expect(websiteDomain("https://github.com/rhasspy/piper")).toEqual({
      ok: false,
      reason: "shared",
    });
    expect(websiteDomain("https://huggingface.co/spaces/x/y")).toEqual({
      ok: false,
      reason: "shared",
    });
    expect(websiteDomain("not a url")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("which addresses stand for a website", () => {
  it("are on its host or a parent of it, down to the registrable domain", () => {
    expect(claimableMailDomains("https://chat.example.com/")).toEqual([
      "chat.example.com",
      "example.com",
    ]);
    expect(claimableMailDomains("https://www.example.com/")).toEqual(["example.com"]);
    expect(addressStandsFor("Me@Example.com", "https://chat.example.com")).toBe(true);
    expect(addressStandsFor("me@other.chat.example.com", "https://chat.example.com")).toBe(false);
    expect(addressStandsFor("me@com", "https://example.com")).toBe(false);
    expect(addressStandsFor("me@example.com.evil.io", "https://example.com")).toBe(false);
    expect(addressStandsFor("me@gmail.com", "https://github.com/x")).toBe(false);
  });

  it("a page after its redirects stays on the website's domain", () => {
    expect(onWebsiteDomain("https://www.example.com/home", "https://example.com")).toBe(true);
    expect(onWebsiteDomain("https://example.org/", "https://example.com")).toBe(false);
  });
});

describe("the claim's meta tag", () => {
  it("is found whatever the attributes' order and case, and only with the right token", () => {
    expect(pageHasToken('<meta name="aitools-claim" content="abc_1">', "abc_1")).toBe(true);
    expect(pageHasToken("<META CONTENT='abc_1' NAME='AITOOLS-CLAIM'>", "abc_1")).toBe(true);
    expect(pageHasToken('<meta name="aitools-claim" content="abc_2">', "abc_1")).toBe(false);
    expect(pageHasToken('<meta name="description" content="abc_1">', "abc_1")).toBe(false);
  });
});
