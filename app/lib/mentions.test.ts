import { describe, expect, it } from "vitest";
import { linkMentions, mentionKeys, nameKey } from "./mentions";

const targets = [
  { name: "Gemini", href: "/tool/gemini/gemini" },
  { name: "Google Gemini", href: "/tool/google-gemini/google-gemini" },
  { name: "Copy.ai", href: "/tool/copy-ai/copy-ai" },
];

describe("linkMentions", () => {
  it("links the first whole-word mention of each name, the longest names first", () => {
    const html =
      "<p>Google Gemini writes; Gemini again; Copy.ai drafts, and Geminis are stars.</p>";
    expect(linkMentions(html, targets)).toBe(
      '<p><a href="/tool/google-gemini/google-gemini">Google Gemini</a> writes; ' +
        '<a href="/tool/gemini/gemini">Gemini</a> again; ' +
        '<a href="/tool/copy-ai/copy-ai">Copy.ai</a> drafts, and Geminis are stars.</p>',
    );
  });

  it("leaves links, code and headings alone, and names written otherwise", () => {
    const html =
      '<h2>Gemini</h2><p><a href="/x">Gemini</a> <code>Gemini</code> gemini</p><pre><code>Gemini</code></pre>';
    expect(linkMentions(html, targets)).toBe(html);
  });

  it("matches a name with an ampersand as the HTML writes it", () => {
    const html = "<p>We tried Research &amp; Draft.</p>";
    expect(
      linkMentions(html, [{ name: "Research & Draft", href: "/tool/rd/research-draft" }]),
    ).toBe('<p>We tried <a href="/tool/rd/research-draft">Research &amp; Draft</a>.</p>');
  });
});

describe("mentionKeys", () => {
  it("offers every run of up to four words of the linkable text, by name key", () => {
    const keys = mentionKeys("<p>Try Google Gemini today.</p><h2>Claude</h2>");
    expect(keys).toEqual(expect.arrayContaining([nameKey("Google Gemini"), "gemini", "try"]));
    expect(keys).not.toContain("claude");
  });
});
