import { describe, expect, it } from "vitest";
import { editDistance, isLikelyTypo } from "./typos";

describe("typos", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("vidoe", "video")).toBe(1);
    expect(editDistance("transcibe", "transcribe")).toBe(1);
    expect(editDistance("grammerly", "grammarly")).toBe(1);
    expect(editDistance("homework", "framework")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("forgives one edit in short words and two in long ones, never in tiny ones", () => {
    expect(isLikelyTypo("vidoe", "video")).toBe(true);
    expect(isLikelyTypo("imge", "image")).toBe(true);
    expect(isLikelyTypo("presentaion", "presentation")).toBe(true);
    expect(isLikelyTypo("homework", "framework")).toBe(false);
    expect(isLikelyTypo("song", "long")).toBe(true);
    expect(isLikelyTypo("art", "arts")).toBe(false);
    expect(isLikelyTypo("codes", "coder")).toBe(true);
    expect(isLikelyTypo("music", "magic")).toBe(false);
  });
});
