import type { ReactNode } from "react";

/**
 * A line icon drawn on a 24-unit grid in the text's colour. Decorative: the control it sits in
 * carries the name (a label, `aria-label` or its text).
 */
export function Icon({
  className = "size-5",
  strokeWidth = 2,
  filled = false,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  filled?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** The magnifying glass of the site's search fields. */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

/** A cross: closes a dialog or a menu. */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
