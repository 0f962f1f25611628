import type { ReactNode } from "react";
import { longDate } from "~/lib/dates";

/** A source's address as a reader can recognise it: the host and path, without "https://www.". */
export function sourceLabel(url: string) {
  try {
    const { hostname, pathname } = new URL(url);
    const path = pathname === "/" ? "" : pathname.replace(/\/$/, "");
    return `${hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return url;
  }
}

/** A link to the page a fact comes from. */
export function SourceLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      rel="nofollow noopener noreferrer"
      className="break-all text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
    >
      {sourceLabel(url)}
    </a>
  );
}

/**
 * Where a fact comes from and whether a person confirmed it there, in one line: `confirmedBy` is
 * who in words ("the editors").
 */
export function Provenance({
  source,
  confirmedAt,
  confirmedBy,
}: {
  source: string | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
}): ReactNode {
  if (!source) return "No source given yet.";
  return (
    <>
      Source: <SourceLink url={source} />.{" "}
      {confirmedAt && confirmedBy ? (
        <>
          Confirmed <time dateTime={confirmedAt}>{longDate(confirmedAt)}</time> by {confirmedBy}.
        </>
      ) : (
        "Source given, not yet confirmed."
      )}
    </>
  );
}
