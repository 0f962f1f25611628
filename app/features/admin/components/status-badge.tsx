import { clsx } from "clsx";
import { TOOL_STATUS_LABELS, type ToolStatus } from "~/features/catalogue/constants";

const STATUS_STYLES: Record<ToolStatus, string> = {
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  archived: "bg-slate-100 text-slate-700 ring-slate-300",
};

/** A tool's status as a small coloured label. */
export function StatusBadge({ status }: { status: ToolStatus }) {
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        STATUS_STYLES[status],
      )}
    >
      {TOOL_STATUS_LABELS[status]}
    </span>
  );
}
