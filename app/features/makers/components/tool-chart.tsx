import { useId } from "react";

// A tool's page views (bars) and website visits (a line) per day, drawn on the server as plain
// SVG (no chart library, no script), scaled to its box. Its title and description name what it
// shows and its totals; the figures are also in a table, day by day.

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 24;
const GAP = 1;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const number = (n: number) => n.toLocaleString("en-US");

export type ChartDay = { day: string; views: number; visits: number };

export function ToolChart({ days }: { days: ChartDay[] }) {
  const id = useId();
  const most = Math.max(1, ...days.map((d) => Math.max(d.views, d.visits)));
  const views = days.reduce((sum, d) => sum + d.views, 0);
  const visits = days.reduce((sum, d) => sum + d.visits, 0);
  const step = WIDTH / days.length;
  const first = days[0]!;
  const last = days.at(-1)!;
  const y = (n: number) => HEIGHT - (n / most) * (HEIGHT - TOP);
  const title = `Page views and website visits per day, ${shortDay(first.day)} to ${shortDay(last.day)}`;
  const description = `${number(views)} page views and ${number(visits)} website visits in all; at most ${number(most)} in a day.`;
  const line = days
    .map((d, index) => `${(index * step + step / 2).toFixed(1)},${y(d.visits).toFixed(1)}`)
    .join(" ");
  return (
    <figure className="mt-4 min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full rounded-xl border border-slate-200 bg-white"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {days.map((d, index) => {
          const height = HEIGHT - y(d.views);
          return (
            <rect
              key={d.day}
              x={index * step + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(step - GAP, 1)}
              height={height}
              className="fill-brand-600/70"
            />
          );
        })}
        <polyline
          points={line}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-amber-600"
        />
        {days.length <= 31 &&
          days.map((d, index) => (
            <circle
              key={d.day}
              cx={index * step + step / 2}
              cy={y(d.visits)}
              r={3}
              className="fill-amber-600"
            />
          ))}
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-slate-300" />
        <text x={4} y={HEIGHT + 15} className="fill-slate-600 text-[12px]">
          {shortDay(first.day)}
        </text>
        <text x={WIDTH - 4} y={HEIGHT + 15} textAnchor="end" className="fill-slate-600 text-[12px]">
          {shortDay(last.day)}
        </text>
        <text x={4} y={14} className="fill-slate-600 text-[12px]">
          {`${number(most)} a day at most`}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-600/70" />
          Page views (bars)
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-4 bg-amber-600" />
          Website visits (line)
        </span>
        <span>{description}</span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 sm:min-h-0">
          The figures, day by day
        </summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-6 font-medium text-slate-600">
                Day
              </th>
              <th scope="col" className="pr-6 text-right font-medium text-slate-600">
                Page views
              </th>
              <th scope="col" className="text-right font-medium text-slate-600">
                Website visits
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="pr-6 text-left font-normal text-slate-800">
                  {shortDay(d.day)}
                </th>
                <td className="pr-6 text-right text-slate-900 tabular-nums">{number(d.views)}</td>
                <td className="text-right text-slate-900 tabular-nums">{number(d.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
