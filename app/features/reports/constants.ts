import { labelledValues } from "~/lib/labelled-values";
import type { Toast } from "~/lib/form-reply";

// Reports of a listing (decision 018): what a visitor can say is wrong, and the queue's states.

/** What can be wrong with a listing, in the form's order. */
export const [REPORT_REASONS, REPORT_REASON_LABELS] = labelledValues({
  broken_link: "Broken link",
  outdated: "Outdated information",
  wrong_category: "Wrong category",
  wrong_pricing: "Wrong pricing",
  spam: "Not an AI tool / spam",
  other: "Other",
});
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Who filed a report: a visitor of the tool's page, or the link checker by itself. */
export type ReportSource = "visitor" | "link_check";
export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = {
  visitor: "Visitor",
  link_check: "Link checker",
};

/** A report's states in the admin queue, in its tab order. */
export const [REPORT_STATUSES, REPORT_STATUS_LABELS] = labelledValues({
  open: "Open",
  resolved: "Resolved",
  dismissed: "Dismissed",
});
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an administrator decides about an open report. */
export const REPORT_DECISIONS = ["resolved", "dismissed"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export const REPORT_LIMITS = { note: 1000, resolution: 500 } as const;

/** Tools per page of the admin queue (each with its reports). */
export const REPORT_GROUPS_PAGE_SIZE = 10;
/** Reports shown under one tool; the rest are counted. */
export const REPORTS_SHOWN_PER_TOOL = 20;

/** The link checker files a 'broken link' report after this many failed checks in a row. */
export const FAILED_CHECKS_BEFORE_REPORT = 3;

export const REPORT_TOASTS = {
  success: {
    type: "success",
    title: "Report sent",
    description: "Thank you. An administrator will look at this listing.",
  },
  failure: {
    type: "error",
    title: "Report not sent",
    description: "Please try again later.",
  },
} satisfies Record<string, Toast>;
