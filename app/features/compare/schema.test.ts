import { describe, expect, it } from "vitest";
import { parseCompareIds } from "./schema";

describe("parseCompareIds", () => {
  it("splits on commas and drops blank ids", () => {
    expect(parseCompareIds("chatgpt,, claude ,")).toEqual(["chatgpt", "claude"]);
    expect(parseCompareIds("")).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("drops impossible ids and repeats, and keeps three", () => {
    expect(parseCompareIds("a,a,../etc,b,c,d")).toEqual(["a", "b", "c"]);
  });
});
