import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { monogramLogoPath } from "~/lib/paths";

// Tailwind needs whole class names in the source. The corner radius grows with the size,
// in step with the generated monogram logos' own rounded corners.
const SIZES = {
  24: "size-6 rounded",
  32: "size-8 rounded",
  40: "size-10 rounded-md",
  48: "size-12 rounded-lg",
  96: "size-24 rounded-xl",
} as const;

// A brand's logo sits inside a white tile the size of a monogram, with a margin, so logos drawn
// to the edge and monograms line up, and a one-colour dark logo shows on any page.
const TILES = {
  24: "p-0.5",
  32: "p-1",
  40: "p-1.5",
  48: "p-1.5",
  96: "p-3",
} as const;

export type ToolLogoSize = keyof typeof SIZES;

/**
 * A tool's square logo at a fixed size in pixels. Decorative by default (the name stands
 * beside it); lazily loaded unless `eager`, for logos that show on first paint. With `toolId`,
 * a logo that fails to load gives way to the tool's monogram.
 */
export function ToolLogo({
  src,
  toolId,
  size,
  alt = "",
  eager = false,
  className,
}: {
  src: string | undefined;
  toolId?: string;
  size: ToolLogoSize;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  const monogram = toolId ? monogramLogoPath(toolId) : undefined;
  const [failed, setFailed] = useState<string | undefined>();
  const shown = src && src !== failed ? src : (monogram ?? src);
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    if (shown !== monogram) setFailed(src);
  };
  // An image that failed before the page hydrated fired its error with no one listening.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) fail();
  });
  return (
    <img
      ref={image}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      onError={fail}
      // On a dark page a logo drawn for white keeps its white ground.
      className={clsx(
        "shrink-0 object-contain dark:rounded-md dark:bg-[#fff]",
        SIZES[size],
        shown !== monogram && ["bg-white ring-1 ring-slate-200", TILES[size]],
        className,
      )}
    />
  );
}
