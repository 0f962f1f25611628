import { EDITORIAL_RATING_METHOD } from "~/components/ui/tool-rating";
import { describe, expect, it } from "vitest";
import { getContentPage } from "./queries.server";
import { CONTENT_PAGES } from "./schema";

const headings = (html: string) =>
  [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((match) => match[1]);

describe("the about and legal pages", () => {
  it.each(CONTENT_PAGES)("%s has a title, a description and a date", (name) => {
    const page = getContentPage(name);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.updatedLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("terms has thirteen numbered sections, 30 days' notice and a governing-law placeholder", () => {
    const { html } = getContentPage("terms");
    const sections = headings(html);
    expect(sections).toHaveLength(13);
    sections.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(html).toContain("at least 30 days before they take effect");
    expect(html).toMatch(/\[Operator: insert the governing law/);
  });

  it("privacy covers the spec's sections and the age of 16", () => {
    const { html } = getContentPage("privacy");
    expect(headings(html)).toEqual([
      "Information we collect",
      "How we use information",
      "How we share information",
      "Cookies",
      "Security",
      "Your rights",
      "Children",
      "Changes to this policy",
      "Contact",
    ]);
    expect(html).toContain("children under 16");
  });

  it("about has the mission, the offer, the team and a mailto link", () => {
    const { html } = getContentPage("about");
    expect(headings(html)).toEqual(
      expect.arrayContaining(["Our mission", "What we offer", "Our team"]),
    );
    expect(html).toMatch(/href="mailto:[^"]+@/);
    // Every "Editor's rating" links to the section that says how it is set.
    expect(html).toContain(`<h2 id="${EDITORIAL_RATING_METHOD.split("#")[1]}">`);
  });
});
