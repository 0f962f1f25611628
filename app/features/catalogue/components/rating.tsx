/** Five stars filled to the rating, with the number and review count as text. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden className="relative inline-block leading-none tracking-tight">
        <span className="text-slate-300">★★★★★</span>
        <span
          className="absolute inset-0 overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      {reviewCount !== undefined && (
        <span className="text-slate-600">({reviewCount.toLocaleString("en-US")} reviews)</span>
      )}
    </span>
  );
}
