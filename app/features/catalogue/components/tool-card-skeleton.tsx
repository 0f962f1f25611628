/** A grey card the shape of a tool card, shown while a list loads. */
export function ToolCardSkeleton() {
  return (
    <div
      aria-hidden
      className="h-full animate-pulse rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex gap-3">
        <div className="size-12 rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-4 h-3 w-full rounded bg-slate-200" />
      <div className="mt-2 h-3 w-5/6 rounded bg-slate-200" />
      <div className="mt-4 flex gap-2">
        <div className="h-5 w-20 rounded-full bg-slate-200" />
        <div className="h-5 w-24 rounded-full bg-slate-200" />
      </div>
    </div>
  );
}
