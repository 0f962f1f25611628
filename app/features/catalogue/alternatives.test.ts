import { describe, expect, it } from "vitest";
import { likeness, rarityAmong, type Shares } from "./alternatives";

const listing = (shortDescription: string) => ({ shortDescription, useCases: [], features: [] });

describe("how much a shared word says about likeness", () => {
  // Four candidates: "upscaler" is in one listing, "denoise" in two, "photo" in three, "app" in all.
  const rarity = rarityAmong([
    listing("An upscaler app for photos, and it can denoise them"),
    listing("A photo app that can denoise"),
    listing("Photo app"),
    { shortDescription: "An app", useCases: ["Apps for everyone"], features: [] },
  ]);

  it("counts a word fully when at most the square root of the candidates use it", () => {
    expect(rarity("upscaler")).toBe(1);
    expect(rarity("denoise")).toBe(1);
  });

  it("counts a word less the more candidates use it, and not at all when all do", () => {
    expect(rarity("photos")).toBeCloseTo((2 * Math.log(4 / 3)) / Math.log(4), 10);
    expect(rarity("Apps")).toBe(0);
  });

  it("counts every word fully among two candidates or fewer", () => {
    const few = rarityAmong([listing("Photo app"), listing("Photo app")]);
    expect(few("photo")).toBe(1);
  });

  it("weighs each kind of shared word by its rarity, up to six words' worth", () => {
    const shares: Shares = {
      categories: ["Design"],
      mainCategory: "Design",
      description: ["upscaler", "photo"],
      useCases: ["app"],
      features: ["a", "b", "c", "d", "e", "f", "g", "h"],
    };
    const weights: Record<string, number> = { upscaler: 1, photo: 0.5, app: 0 };
    // 3 + 6 for the category, 2 × 1.5 for the description's words, nothing for "app", and the
    // features' eight full words counted as six.
    expect(likeness(shares, (word) => weights[word] ?? 1)).toBe(3 + 6 + 3 + 0 + 6);
    expect(likeness(shares)).toBe(3 + 6 + 4 + 2 + 6);
  });
});
