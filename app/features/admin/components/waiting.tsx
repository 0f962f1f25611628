import { Link } from "react-router";
import { TitledSection } from "~/components/ui/titled-section";

export type WaitingQueue = { label: string; count: number; href: string };

/** What waits for an administrator, each count linking to its queue. */
export function Waiting({ queues }: { queues: WaitingQueue[] }) {
  return (
    <TitledSection id="waiting-heading" title="Waiting for you" look="plain" className="mt-8">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {queues.map((queue) => (
          <li key={queue.href}>
            <Link
              to={queue.href}
              className="flex min-h-11 items-baseline justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300"
            >
              <span className="text-sm font-medium text-slate-700">{queue.label}</span>
              <span className="text-2xl font-bold text-slate-900">
                {queue.count.toLocaleString("en-US")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The recommendations' votes, as counted. */
export function FeedbackSummary({
  helpful,
  notHelpful,
  helpful30,
  notHelpful30,
}: {
  helpful: number;
  notHelpful: number;
  helpful30: number;
  notHelpful30: number;
}) {
  const n = (value: number) => value.toLocaleString("en-US");
  return (
    <p className="mt-3 text-sm text-slate-700">
      {helpful + notHelpful === 0
        ? "Recommendations have no votes yet."
        : `Recommendation votes: ${n(helpful)} helpful, ${n(notHelpful)} not helpful (last 30 days: ${n(helpful30)} and ${n(notHelpful30)}).`}
    </p>
  );
}
