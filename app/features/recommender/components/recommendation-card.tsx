import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { ToolLogo } from "~/components/ui/tool-logo";
import type { FormFailure } from "~/lib/form-reply";
import { FEEDBACK_VOTES, type FeedbackVote } from "../constants";
import type { Recommendation } from "../schema";

const VOTE_BUTTON =
  "inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium md:min-h-9";

/** One recommended tool: what it is, why it fits, its page, and a vote on the suggestion. */
export function RecommendationCard({
  recommendation,
  href,
  need,
}: {
  recommendation: Recommendation;
  href: string;
  need: string;
}) {
  return (
    <article className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        {recommendation.logo ? (
          <ToolLogo src={recommendation.logo} toolId={recommendation.id} size={48} />
        ) : null}
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {recommendation.name}
        </h3>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Categories">
        {recommendation.category.map((category) => (
          <li
            key={category}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {category}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-700">{recommendation.description}</p>
      <div className="mt-4 rounded-lg bg-brand-50 p-3">
        <h4 className="text-sm font-semibold text-slate-900">Why this tool?</h4>
        <p className="mt-1 text-sm text-slate-800">{recommendation.reasoning}</p>
      </div>
      <div className="mt-auto pt-4">
        <Link
          to={href}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          View Tool Details
        </Link>
        <Feedback toolId={recommendation.id} toolName={recommendation.name} need={need} />
      </div>
    </article>
  );
}

function Feedback({ toolId, toolName, need }: { toolId: string; toolName: string; need: string }) {
  const fetcher = useFetcher<FormFailure>();
  const [vote, setVote] = useState<FeedbackVote | null>(null);
  const sent = vote !== null && fetcher.state === "idle" && !fetcher.data;
  if (sent) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-700">
        Thanks: you found this {vote === "helpful" ? "helpful" : "not helpful"}.
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/recommend"
      className="mt-3 flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        setVote((submitter?.value as FeedbackVote | undefined) ?? null);
      }}
    >
      <span className="text-sm text-slate-600" id={`vote-${toolId}`}>
        Was {toolName} a good suggestion?
      </span>
      <input type="hidden" name="need" value={need} />
      <input type="hidden" name="toolId" value={toolId} />
      <div role="group" aria-labelledby={`vote-${toolId}`} className="flex gap-2">
        {(Object.keys(FEEDBACK_VOTES) as FeedbackVote[]).map((value) => (
          <button
            key={value}
            type="submit"
            name="vote"
            value={value}
            disabled={fetcher.state !== "idle"}
            className={`${VOTE_BUTTON} border-slate-300 text-slate-800 hover:bg-slate-50 disabled:opacity-60`}
          >
            {FEEDBACK_VOTES[value]}
          </button>
        ))}
      </div>
      {fetcher.data ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
