import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { ToolLogoSize } from "~/components/ui/tool-logo";
import { ToolCardHeader } from "~/components/ui/tool-card-base";
import type { ToolSummary } from "~/features/catalogue/schema";

/** A tool to pick, as a button: the tool card's header row with a one-line description. */
export function ToolOption({
  tool,
  logoSize,
  pressed,
  onClick,
  className,
  end,
}: {
  tool: ToolSummary;
  logoSize: ToolLogoSize;
  /** Whether it is selected, for a toggle; leave out for a plain button. */
  pressed?: boolean;
  onClick: () => void;
  className: string;
  end?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx("block w-full rounded-lg border p-3 text-left", className)}
    >
      <ToolCardHeader
        logo={tool.logo}
        toolId={tool.id}
        logoSize={logoSize}
        title={tool.name}
        detail={
          <span className="block truncate text-sm text-slate-600">{tool.shortDescription}</span>
        }
        end={end}
      />
    </button>
  );
}
