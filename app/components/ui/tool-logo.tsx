import { clsx } from "clsx";

// Tailwind needs whole class names in the source. The corner radius grows with the size,
// in step with the generated monogram logos' own rounded corners.
const SIZES = {
  24: "size-6 rounded",
  32: "size-8 rounded",
  40: "size-10 rounded-md",
  48: "size-12 rounded-lg",
  96: "size-24 rounded-xl",
} as const;

export type ToolLogoSize = keyof typeof SIZES;

/**
 * A tool's square logo at a fixed size in pixels. Decorative by default (the name stands
 * beside it); lazily loaded unless `eager`, for logos that show on first paint.
 */
export function ToolLogo({
  src,
  size,
  alt = "",
  eager = false,
  className,
}: {
  src: string | undefined;
  size: ToolLogoSize;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      // On a dark page a logo drawn for white keeps its white ground.
      className={clsx("shrink-0 dark:rounded-md dark:bg-[#fff]", SIZES[size], className)}
    />
  );
}
