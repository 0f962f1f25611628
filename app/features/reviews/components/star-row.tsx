// Apart from the review form's star picker, so a page that only shows stars loads no form code.

/** A review's stars, shown (with the number for screen readers). */
export function StarRow({ stars }: { stars: number }) {
  return (
    <p className="text-amber-500" title={`${stars} out of 5 stars`}>
      <span aria-hidden>{"★".repeat(stars)}</span>
      <span aria-hidden className="text-slate-300">
        {"★".repeat(5 - stars)}
      </span>
      <span className="sr-only">{`${stars} out of 5 stars`}</span>
    </p>
  );
}
