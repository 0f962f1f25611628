import { describe, expect, it } from "vitest";
import { parseCompareIds } from "./schema";

describe("parseCompareIds", () => {
  it("splits on commas and drops blank ids", () => {
    expect(parseCompareIds("chatgpt,, claude ,")).toEqual(["chatgpt", "claude"]);
    expect(parseCompareIds("")).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("drops repeats and keeps three, unknown ids included (the page names them)", () => {
    expect(parseCompareIds("a,a,../etc,b,c,d")).toEqual(["a", "../etc", "b"]);
    expect(parseCompareIds(`${"x".repeat(500)},b`)).toEqual(["x".repeat(60), "b"]);
  });
});
