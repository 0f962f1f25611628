import { memo, type ReactNode } from "react";
import { ToolCardBase } from "~/components/ui/tool-card-base";
import { SiteLink } from "~/components/ui/site-link";
import { ToolRating } from "~/components/ui/tool-rating";
import { toolPath } from "~/lib/paths";
import { CARD_FEATURES } from "../constants";
import type { ToolSummary } from "../schema";
import { FeatureList } from "./feature-list";

const CARD_CATEGORIES = 2;

/**
 * A tool card (docs/product.md#tool-directory): 2 categories then '+N more', and 3 features.
 * A list shown again with the same tools (while the next one loads) leaves its cards alone, so
 * what a card offers comes as a function of the tool (one for the whole list), not as an element
 * made anew for each card on every render.
 */
export const ToolCard = memo(function ToolCard({
  tool,
  action,
  heading = "h3",
}: {
  tool: ToolSummary;
  /** What the card offers besides its link (the save button); the same function for every card. */
  action?: (tool: ToolSummary) => ReactNode;
  /** The name's heading: one level under the heading the cards are listed under. */
  heading?: "h2" | "h3";
}) {
  const extraCategories = tool.category.length - CARD_CATEGORIES;
  return (
    <ToolCardBase
      // Drawn only as it nears the screen; its own shadow is not clipped by that, as a list
      // item's would clip it.
      className="render-when-near relative shadow-sm transition [--near-size:19rem] hover:shadow-md"
      heading={heading}
      logo={tool.logo}
      toolId={tool.id}
      titleClassName="text-lg"
      title={
        <SiteLink to={toolPath(tool)} className="after:absolute after:inset-0 hover:text-brand-700">
          {tool.name}
        </SiteLink>
      }
      detail={
        <ToolRating
          rating={tool.rating}
          reviewCount={tool.reviewCount}
          editorialRating={tool.editorialRating}
        />
      }
      end={
        <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          {tool.pricing}
        </span>
      }
      align="start"
      description={tool.shortDescription}
      footer={action?.(tool)}
      footerAlign="end"
    >
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Categories">
        {tool.category.slice(0, CARD_CATEGORIES).map((category) => (
          <li
            key={category}
            className="max-w-full rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
          >
            {category}
          </li>
        ))}
        {extraCategories > 0 && (
          <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
            +{extraCategories} more
          </li>
        )}
      </ul>
      <FeatureList
        features={tool.features.slice(0, CARD_FEATURES)}
        className="mt-3 space-y-1 text-sm text-slate-700"
        label="Key features"
      />
    </ToolCardBase>
  );
});
