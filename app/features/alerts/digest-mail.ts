import { SITE } from "~/lib/site";
import { DIGEST_SUBJECT } from "./constants";

// The words of an alert digest (docs/product.md#alerts-about-saved-tools): one paragraph per
// tool, one line per change, as plain text (the mail's HTML part is built from the same lines).

/** One change to tell, already in words ("Pricing model: Freemium → Paid"). */
export type DigestChange = {
  field: string;
  summary: string;
  sourceUrl: string | null;
};

/** A saved tool that changed, with what changed, oldest change first. */
export type DigestTool = {
  name: string;
  /** Its page's history, or null once it has left the directory (archived). */
  historyUrl: string | null;
  changes: DigestChange[];
};

export type DigestLinks = {
  /** The one-click unsubscribe page of this digest's token. */
  unsubscribeUrl: string;
  /** Where the signed-in user changes the setting. */
  settingUrl: string;
};

function changeLine(change: DigestChange) {
  if (change.field === "status") return "- Archived: it has left the directory.";
  return `- ${change.summary}${change.sourceUrl ? ` (source: ${change.sourceUrl})` : ""}`;
}

function toolParagraph(tool: DigestTool) {
  const lines = [tool.name, ...tool.changes.map(changeLine)];
  lines.push(
    tool.historyUrl
      ? `Every change to it: ${tool.historyUrl}`
      : "Its page is no longer shown and it leaves your toolkit; it comes back if it is listed again.",
  );
  return lines.join("\n");
}

/** The subject and paragraphs of one user's digest of the saved tools that changed. */
export function alertDigestMail(tools: DigestTool[], links: DigestLinks) {
  const count = tools.length === 1 ? "A tool you saved" : `${tools.length} tools you saved`;
  return {
    subject: DIGEST_SUBJECT,
    paragraphs: [
      `${count} on ${SITE.name} changed:`,
      ...tools.map(toolParagraph),
      `We send these emails at most once a day, when the pricing, free plan, API or licence of a tool you saved changes, or when it leaves the directory. Turn off these emails: ${links.unsubscribeUrl}`,
      `You can turn them on again on your profile: ${links.settingUrl}`,
    ],
  };
}
