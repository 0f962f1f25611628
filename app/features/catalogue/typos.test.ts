import { describe, expect, it } from "vitest";
import { editDistance, isLikelyTypo, oneEditAway } from "./typos";

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

  it("lists every word one edit away, and only those", () => {
    const near = oneEditAway("imgae");
    expect(near).toEqual(expect.arrayContaining(["image", "imge", "imgaes", "imgee"]));
    expect(near).not.toContain("imgae");
    expect(near.every((word) => editDistance(word, "imgae") === 1)).toBe(true);
    // Drops, swaps, changes and additions of a to z: 5 + 4 + 5 × 25 + 6 × 26, less repeats.
    expect(new Set(near).size).toBe(near.length);
    expect(near.length).toBeLessThanOrEqual(5 + 4 + 5 * 25 + 6 * 26);
  });
});
