import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ToolLogo, type ToolLogoSize } from "./tool-logo";

type ToolCardHeaderProps = {
  logo: string | undefined;
  /** The tool's id: its monogram stands in for a logo that fails to load. */
  toolId?: string;
  logoSize?: ToolLogoSize;
  /** Load the logo at once (above the fold). */
  eager?: boolean;
  /** The tool's name, or a link carrying it. */
  title: ReactNode;
  /** The name's heading level; without one the row is plain text, as a button's content must be. */
  heading?: "h2" | "h3";
  titleClassName?: string;
  /** A line under the name. */
  detail?: ReactNode;
  /** Something at the row's end (a pricing badge, a check mark). */
  end?: ReactNode;
  align?: "start" | "center";
  className?: string;
};

/** The row every tool card starts with: logo, name, an optional line under it and an end slot. */
export function ToolCardHeader({
  logo,
  toolId,
  logoSize = 48,
  eager,
  title,
  heading,
  titleClassName,
  detail,
  end,
  align = "center",
  className,
}: ToolCardHeaderProps) {
  const Box = heading ? "div" : "span";
  const Title = heading ?? "span";
  return (
    <Box
      className={clsx("flex gap-3", align === "start" ? "items-start" : "items-center", className)}
    >
      <ToolLogo src={logo} toolId={toolId} size={logoSize} eager={eager} />
      <Box className="min-w-0">
        <Title
          className={clsx("font-semibold text-slate-900", !heading && "block", titleClassName)}
        >
          {title}
        </Title>
        {detail}
      </Box>
      {end}
    </Box>
  );
}

/**
 * The base tool card: a bordered article with the header row, the short description, the
 * card's own content and a footer pinned to the bottom so cards in a grid line up. The
 * directory, dashboard and saved-tools cards compose it; the compare pickers use its
 * header inside their buttons. It is presentational shared UI taking plain props and slots,
 * so the import rules hold and each feature keeps its own data, links and actions.
 */
export function ToolCardBase({
  compact = false,
  className,
  heading = "h3",
  description,
  descriptionLines = 2,
  children,
  footer,
  footerAlign = "between",
  ...header
}: Omit<ToolCardHeaderProps, "logoSize" | "eager" | "heading"> & {
  /** Smaller padding and logo, for the dashboard overview. */
  compact?: boolean;
  className?: string;
  heading?: "h2" | "h3";
  description: string;
  descriptionLines?: 2 | 3;
  children?: ReactNode;
  footer?: ReactNode;
  footerAlign?: "between" | "end";
}) {
  return (
    <article
      className={clsx(
        "flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white wrap-break-word",
        compact ? "p-4" : "p-5",
        className,
      )}
    >
      <ToolCardHeader {...header} heading={heading} logoSize={compact ? 40 : 48} />
      <p
        className={clsx(
          "text-sm text-slate-700",
          compact ? "mt-2" : "mt-3",
          descriptionLines === 3 ? "line-clamp-3" : "line-clamp-2",
        )}
      >
        {description}
      </p>
      {children}
      {footer ? (
        <div
          className={clsx(
            "mt-auto flex items-center gap-3 pt-4",
            footerAlign === "end" ? "justify-end" : "justify-between",
          )}
        >
          {footer}
        </div>
      ) : null}
    </article>
  );
}
