import { describe, expect, it } from "vitest";
import { monogramInitials, monogramSvg } from "./monogram";

describe("monogram logos", () => {
  it.each([
    ["ChatGPT", "C"],
    ["Google Gemini", "GG"],
    ["Le Chat (Mistral AI)", "LC"],
    ["tl;dv", "TD"],
    ["v0", "V"],
  ])("%s -> %s", (name, initials) => {
    expect(monogramInitials(name)).toBe(initials);
  });

  it("is stable for an id and escapes the name", () => {
    const svg = monogramSvg("x-tool", 'A <b>"bold"</b> & co');
    expect(svg).toBe(monogramSvg("x-tool", 'A <b>"bold"</b> & co'));
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; co logo");
  });

  it("gives different tools different colours", () => {
    const colour = (id: string) => /fill="(hsl[^"]+)"/.exec(monogramSvg(id, "Name"))?.[1];
    expect(
      new Set(["chatgpt", "claude", "gemini", "cursor", "midjourney"].map(colour)).size,
    ).toBeGreaterThan(3);
  });
});
