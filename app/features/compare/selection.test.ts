import { describe, expect, it } from "vitest";
import { compareHref, toggleSelection } from "./selection";

describe("compare selection", () => {
  it("keeps at least two tools selected", () => {
    expect(toggleSelection(["a", "b"], "a")).toEqual(["a", "b"]);
    expect(toggleSelection(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("drops the oldest when a fourth is chosen", () => {
    expect(toggleSelection(["a", "b", "c"], "d")).toEqual(["b", "c", "d"]);
    expect(toggleSelection(["a", "b"], "c")).toEqual(["a", "b", "c"]);
  });

  it("builds the compare address", () => {
    expect(compareHref(["chatgpt", "claude"])).toBe("/compare?tools=chatgpt,claude");
  });
});
