import { clsx } from "clsx";

/** One grey placeholder shape. */
function Bar({ className }: { className: string }) {
  return <div className={clsx("bg-slate-200", className)} />;
}

/** A grey card the shape of a tool card, shown while a list loads. */
export function ToolCardSkeleton() {
  return (
    <div
      aria-hidden
      className="h-full animate-pulse rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex gap-3">
        <Bar className="size-12 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Bar className="h-4 w-2/3 rounded" />
          <Bar className="h-3 w-1/3 rounded" />
        </div>
      </div>
      {/* Two lines of description, then two category badges. */}
      {["mt-4 w-full", "mt-2 w-5/6"].map((line) => (
        <Bar key={line} className={clsx("h-3 rounded", line)} />
      ))}
      <div className="mt-4 flex gap-2">
        {["w-20", "w-24"].map((width) => (
          <Bar key={width} className={clsx("h-5 rounded-full", width)} />
        ))}
      </div>
    </div>
  );
}
