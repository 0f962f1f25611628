import { describe, expect, it } from "vitest";
import {
  carriedQuery,
  MAX_CARRIED_QUERY_LENGTH,
  safeRedirect,
  withoutControlCharacters,
} from "./field-limits";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/blog?x=1#top")).toBe("/blog?x=1#top");
    expect(safeRedirect("/dashboard/saved-tools", "/")).toBe("/dashboard/saved-tools");
  });

  it("returns the path a browser would go to once dot segments are resolved", () => {
    expect(safeRedirect("/blog/../pricing")).toBe("/pricing");
    expect(safeRedirect("/a/%2e%2e/login?confirmed=1")).toBe("/login?confirmed=1");
  });

  it("refuses whatever a browser would read as another site", () => {
    for (const value of [
      "//evil.example/x",
      "/..//evil.example/x",
      "/%2e%2e//evil.example",
      "/.%2e//evil.example",
      "/a/../..//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /evil.example",
    ]) {
      expect(safeRedirect(value, "/home"), value).toBe("/home");
    }
  });

  it("refuses what is not a short text path", () => {
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(["/blog"])).toBe("/");
    expect(safeRedirect("")).toBe("/");
    expect(safeRedirect(`/${"a".repeat(501)}`)).toBe("/");
  });
});

describe("withoutControlCharacters", () => {
  it("drops control characters but keeps tabs, line breaks and every other character", () => {
    expect(withoutControlCharacters("a\u0000b\u0007c\u001bd\u007fe")).toBe("abcde");
    expect(withoutControlCharacters("line\r\nnext\tcell")).toBe("line\r\nnext\tcell");
    expect(withoutControlCharacters("日本語 é ✓ 🙂")).toBe("日本語 é ✓ 🙂");
  });

  it("cleans every string inside arrays and objects, keys named like prototypes included", () => {
    const body = JSON.parse(
      '{"a":"x\\u0000y","b":["\\u0001z",2,null],"__proto__":{"c":"\\u0000"}}',
    );
    const clean = withoutControlCharacters(body);
    expect(clean).toEqual(JSON.parse('{"a":"xy","b":["z",2,null],"__proto__":{"c":""}}'));
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
  });
});

describe("carriedQuery", () => {
  it("carries a query string on, up to its limit, and drops a longer one", () => {
    expect(carriedQuery("?reviews=2")).toBe("?reviews=2");
    expect(carriedQuery("")).toBe("");
    const longest = `?q=${"x".repeat(MAX_CARRIED_QUERY_LENGTH - 3)}`;
    expect(carriedQuery(longest)).toBe(longest);
    expect(carriedQuery(`${longest}x`)).toBe("");
  });
});
