// Page views per day as a bar chart: plain SVG rendered with the page (no chart library, no
// script), scaled to its box, with the figures also as a table for screen readers and for
// anyone who wants the numbers.

import { ColumnHeadings } from "./column-headings";

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 2;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const DAY_COLUMNS = [
  { label: "Day", className: "pr-6 font-medium text-slate-600" },
  { label: "Views", className: "text-right font-medium text-slate-600" },
];

export function TrafficChart({ days }: { days: { day: string; views: number }[] }) {
  const most = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const bar = WIDTH / days.length;
  const first = days[0]!;
  const last = days.at(-1)!;
  const summary = `Page views per day from ${shortDay(first.day)} to ${shortDay(last.day)}: ${total.toLocaleString("en-US")} in all, at most ${most.toLocaleString("en-US")} in a day.`;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full rounded-xl border border-slate-200 bg-white"
      >
        {days.map((d, index) => {
          const height = (d.views / most) * (HEIGHT - 10);
          return (
            <rect
              key={d.day}
              x={index * bar + GAP / 2}
              y={HEIGHT - height}
              width={bar - GAP}
              height={height}
              className="fill-brand-600"
            >
              <title>{`${shortDay(d.day)}: ${d.views.toLocaleString("en-US")} views`}</title>
            </rect>
          );
        })}
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-slate-300" />
        <text x={4} y={HEIGHT + 15} className="fill-slate-600 text-[12px]">
          {shortDay(first.day)}
        </text>
        <text x={WIDTH - 4} y={HEIGHT + 15} textAnchor="end" className="fill-slate-600 text-[12px]">
          {shortDay(last.day)}
        </text>
        <text x={4} y={14} className="fill-slate-600 text-[12px]">
          {`${most.toLocaleString("en-US")} a day at most`}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 sm:min-h-0">
          The figures, day by day
        </summary>
        <table className="mt-2 text-left">
          <thead>
            <ColumnHeadings columns={DAY_COLUMNS} />
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td className="pr-6 text-slate-800">{shortDay(d.day)}</td>
                <td className="text-right text-slate-900 tabular-nums">
                  {d.views.toLocaleString("en-US")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
