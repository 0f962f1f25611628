import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./markup";

describe("escapeMarkup", () => {
  it("escapes the five characters that end text or a quoted attribute, and nothing else", () => {
    expect(escapeMarkup(`<a href="x?b=1&c='2'">Café</a>`)).toBe(
      "&lt;a href=&quot;x?b=1&amp;c=&#39;2&#39;&quot;&gt;Café&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, even one that starts an entity", () => {
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });
});
