import type { Toast } from "~/lib/form-reply";
import { SITE } from "~/lib/site";

// docs/product.md#your-tools: the daily email to tool owners about their tools' new reviews and
// listing reports, its setting and its one-click unsubscribe page.

/** The profile's setting, word for word. */
export const OWNER_MAIL_SETTING_LABEL =
  "Email me about new reviews and reports of tools I own (one email a day at most)";

/** The page the email's "Turn off these emails" link and List-Unsubscribe header open. */
export const OWNER_MAIL_UNSUBSCRIBE_PATH = "/makers/unsubscribe";

/** Where a signed-in user changes the setting. */
export const OWNER_MAIL_SETTING_PATH = "/dashboard/profile";

/** The digest's subject. */
export const OWNER_DIGEST_SUBJECT = "New reviews and reports of your tools";

/** The setting's toasts. */
export const OWNER_MAIL_TOASTS = {
  on: {
    type: "success",
    title: "Emails on",
    description:
      "We will email you about new reviews and reports of your tools, one email a day at most.",
  },
  off: {
    type: "success",
    title: "Emails off",
    description: "We will not email you about reviews and reports of your tools.",
  },
} satisfies Record<string, Toast>;

/** One new review, as the email tells it. */
export type OwnerDigestReview = {
  stars: number;
  title: string;
  author: string;
};

/** One new listing report, as the email tells it (never the reporter's note or address). */
export type OwnerDigestReport = {
  reason: string;
  source: "visitor" | "link_check";
  status: "open" | "resolved" | "dismissed";
};

/** An owned tool with what is new about it. */
export type OwnerDigestTool = {
  name: string;
  /** The tool's reviews on its page, where the owner replies. */
  reviewsUrl: string;
  /** The tool's page on the owner's dashboard. */
  dashboardUrl: string;
  reviews: OwnerDigestReview[];
  reports: OwnerDigestReport[];
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const REPORT_STATES = {
  open: "the administrators will look at it",
  resolved: "the administrators have already resolved it",
  dismissed: "the administrators have already dismissed it",
} as const;

function reportLine(report: OwnerDigestReport) {
  const from =
    report.source === "link_check"
      ? "the link checker could not reach the website three times in a row"
      : "from a visitor";
  return `- Report: ${report.reason} (${from}; ${REPORT_STATES[report.status]})`;
}

function toolParagraph(tool: OwnerDigestTool) {
  const lines = [tool.name];
  for (const review of tool.reviews) {
    lines.push(`- Review: ${review.stars} of 5 stars, "${review.title}" by ${review.author}`);
  }
  for (const report of tool.reports) lines.push(reportLine(report));
  if (tool.reviews.length > 0) lines.push(`Read and reply: ${tool.reviewsUrl}`);
  lines.push(`Its figures: ${tool.dashboardUrl}`);
  return lines.join("\n");
}

/** The subject and paragraphs of one owner's digest. */
export function ownerDigestMail(
  tools: OwnerDigestTool[],
  links: { unsubscribeUrl: string; settingUrl: string },
) {
  const reviews = tools.reduce((sum, tool) => sum + tool.reviews.length, 0);
  const reports = tools.reduce((sum, tool) => sum + tool.reports.length, 0);
  const what = [
    reviews > 0 ? count(reviews, "new review", "new reviews") : null,
    reports > 0 ? count(reports, "new listing report", "new listing reports") : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const whose = tools.length === 1 ? "A tool you own" : `${tools.length} tools you own`;
  return {
    subject: OWNER_DIGEST_SUBJECT,
    paragraphs: [
      `${whose} on ${SITE.name}: ${what}.`,
      ...tools.map(toolParagraph),
      `We send these emails at most once a day, when a tool you own gets a review or a listing report. Turn off these emails: ${links.unsubscribeUrl}`,
      `You can turn them on again on your profile: ${links.settingUrl}`,
    ],
  };
}
