import { escapeMarkup } from "~/lib/markup";
import { toolPath } from "~/lib/paths";
import { BY_WORDS, CHANGES_TITLE, changeSummary } from "./change-words";
import type { RecentChange } from "./history.server";

/** The latest changes to published tools as an Atom feed, newest first. */
export function changesFeed(changes: RecentChange[], origin: string) {
  const page = `${origin}/changes`;
  const entries = changes.map((change) => {
    const url = `${origin}${toolPath(change.tool)}#history-heading`;
    const summary = `${changeSummary(change)} (by ${BY_WORDS[change.byKind]}${change.sourceUrl ? `; source: ${change.sourceUrl}` : ""})`;
    return [
      "  <entry>",
      `    <id>${escapeMarkup(`${page}#change-${change.id}`)}</id>`,
      `    <title>${escapeMarkup(`${change.tool.name}: ${changeSummary(change)}`)}</title>`,
      `    <link href="${escapeMarkup(url)}" />`,
      `    <updated>${change.changedAt}</updated>`,
      `    <summary>${escapeMarkup(summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeMarkup(page)}</id>`,
    `  <title>${escapeMarkup(CHANGES_TITLE)}</title>`,
    `  <link href="${escapeMarkup(page)}" />`,
    `  <link rel="self" href="${escapeMarkup(`${origin}/changes/feed.xml`)}" />`,
    `  <updated>${changes[0]?.changedAt ?? new Date(0).toISOString()}</updated>`,
    "  <author><name>AI Tools Directory</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
