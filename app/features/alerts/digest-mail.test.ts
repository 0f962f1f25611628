import { describe, expect, it } from "vitest";
import { alertDigestMail, type DigestTool } from "./digest-mail";

const links = {
  unsubscribeUrl: "https://aitools.example/alerts/unsubscribe?token=abc",
  settingUrl: "https://aitools.example/dashboard/profile",
};

const writer: DigestTool = {
  name: "Draftwise",
  historyUrl: "https://aitools.example/tool/draftwise/draftwise#history-heading",
  changes: [
    {
      field: "pricing",
      summary: "Pricing model: Freemium → Paid",
      sourceUrl: "https://draftwise.example/pricing",
    },
    { field: "freePlan", summary: "Free plan: Yes → No", sourceUrl: null },
  ],
};

describe("the alert digest's words", () => {
  it("lists each change of each tool in words, with its source and the tool's history", () => {
    const mail = alertDigestMail([writer], links);
    expect(mail.subject).toBe("Changes to the tools you saved");
    expect(mail.paragraphs[0]).toBe("A tool you saved on AI Tools Directory changed:");
    expect(mail.paragraphs[1]).toBe(
      [
        "Draftwise",
        "- Pricing model: Freemium → Paid (source: https://draftwise.example/pricing)",
        "- Free plan: Yes → No",
        "Every change to it: https://aitools.example/tool/draftwise/draftwise#history-heading",
      ].join("\n"),
    );
  });

  it("says a tool left the directory without linking to its page, and counts the tools", () => {
    const archived: DigestTool = {
      name: "Gone Tool",
      historyUrl: null,
      changes: [{ field: "status", summary: "Listing: listed → archived", sourceUrl: null }],
    };
    const mail = alertDigestMail([writer, archived], links);
    expect(mail.paragraphs[0]).toBe("2 tools you saved on AI Tools Directory changed:");
    expect(mail.paragraphs[2]).toBe(
      [
        "Gone Tool",
        "- Archived: it has left the directory.",
        "Its page is no longer shown and it leaves your toolkit; it comes back if it is listed again.",
      ].join("\n"),
    );
    expect(mail.paragraphs[2]).not.toContain("http");
  });

  it("ends with the way to turn the emails off and on again", () => {
    const [turnOff, turnOn] = alertDigestMail([writer], links).paragraphs.slice(-2);
    expect(turnOff).toContain(`Turn off these emails: ${links.unsubscribeUrl}`);
    expect(turnOff).toContain("at most once a day");
    expect(turnOn).toBe(`You can turn them on again on your profile: ${links.settingUrl}`);
  });
});
