import { useEffect } from "react";
import { data, Link, type ShouldRevalidateFunction } from "react-router";
import { toast } from "~/components/ui/form";
import { listRenamed } from "~/features/catalogue/vocabulary.server";
import { alternativesAsked } from "~/features/catalogue/intent.server";
import { rankTools } from "~/features/catalogue/search.server";
import { slugify } from "~/features/catalogue/tool";
import { RecommendForm } from "~/features/recommender/components/recommend-form";
import { RecommendationCard } from "~/features/recommender/components/recommendation-card";
import { getLlmSettings } from "~/features/recommender/llm.server";
import {
  feedbackRateLimit,
  recommendationRateLimit,
  recordFeedback,
} from "~/features/recommender/mutations.server";
import { recommend } from "~/features/recommender/recommend.server";
import {
  FeedbackSchema,
  RecommendationResponseSchema,
  RequirementsSchema,
  type Recommendation,
} from "~/features/recommender/schema";
import { RECOMMENDER_MESSAGES, RECOMMENDER_TOASTS } from "~/features/recommender/constants";
import { formAction, perAddress, refusal, success } from "~/lib/form-action.server";
import { log } from "~/lib/log.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { toolPath } from "~/lib/paths";
import { retryAfterText } from "~/lib/rate-limit.server";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/recommend";

type Answer =
  | { state: "idle" }
  | { state: "invalid"; message: string }
  | { state: "error"; message: string }
  | { state: "results"; recommendations: (Recommendation & { href: string })[]; notes: string[] };

const recommendPath = (need: string) => `/recommend?q=${encodeURIComponent(need)}`;

/** The need is in the address (`?q=`), so an answer can be shared, reloaded and read by crawlers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requirements = new URL(request.url).searchParams.get("q") ?? "";
  const answer = (value: Answer, status = 200) => data({ requirements, answer: value }, { status });
  if (!requirements.trim()) return answer({ state: "idle" });
  const parsed = RequirementsSchema.safeParse({ requirements });
  if (!parsed.success) {
    return answer({ state: "invalid", message: parsed.error.issues[0]!.message }, 400);
  }
  const limit = await recommendationRateLimit.consume(context.get(clientAddressContext));
  if (!limit.allowed) {
    const message = `${RECOMMENDER_MESSAGES.rateLimited} ${retryAfterText(limit.retryAfterSeconds)}`;
    return data(
      { requirements, answer: { state: "error", message } satisfies Answer },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const result = RecommendationResponseSchema.safeParse(
      await recommend(parsed.data.requirements, {
        retrieve: (query) => rankTools(query),
        alternatives: (need) => alternativesAsked(need),
        llm: getLlmSettings(),
        renamed: await listRenamed(),
      }),
    );
    if (!result.success) {
      log.error("Recommendations had an unexpected shape", { issues: result.error.issues });
      return answer({ state: "error", message: RECOMMENDER_MESSAGES.invalidData }, 500);
    }
    return answer({
      state: "results",
      recommendations: result.data.recommendations.map((item) => ({
        ...item,
        href: toolPath({ id: item.id, slug: slugify(item.name) }),
      })),
      notes: result.data.notes ?? [],
    });
  } catch (error) {
    log.error("Recommendations failed", { error: String(error) });
    return answer({ state: "error", message: RECOMMENDER_MESSAGES.failed }, 503);
  }
}

/** A 'Helpful' / 'Not helpful' vote on one recommended tool. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction({
    request,
    schema: FeedbackSchema,
    rateLimits: perAddress(context, feedbackRateLimit),
    rateLimitMessage: "You have sent many votes in a short while.",
    mutate: async (vote) => {
      if (!(await recordFeedback(vote))) {
        return refusal(404, "not_found", "That tool is no longer in the directory.");
      }
      return success(recommendPath(vote.need), RECOMMENDER_TOASTS.feedback, { replace: true });
    },
  });
}

// A vote changes nothing on the page: do not ask for the recommendations again after one.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? false : defaultShouldRevalidate);

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  const need = loaderData?.requirements.trim() ?? "";
  const tags = pageMeta({
    title: "AI Tool Recommender",
    description:
      "Describe what you need in your own words and get up to four AI tools that fit, each with the reason it fits, from our directory.",
    path: need ? recommendPath(need) : "/recommend",
    origin,
    // One page per need would flood search engines with near-duplicates: only /recommend is indexed.
    noindex: Boolean(need),
  });
  const page = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: "AI Tool Recommender",
    url: `${origin}/recommend`,
    description: "Get up to four AI tool recommendations for a need described in your own words.",
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}/recommend?q={requirements}`,
      "query-input": "required name=requirements",
    },
  };
  const answer = loaderData?.answer;
  if (answer?.state !== "results" || answer.recommendations.length === 0) {
    return [...tags, { "script:ld+json": page }];
  }
  const list = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Recommended Tools",
    numberOfItems: answer.recommendations.length,
    itemListElement: answer.recommendations.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: `${origin}${item.href}`,
    })),
  };
  return [...tags, { "script:ld+json": page }, { "script:ld+json": list }];
};

export default function Recommend({ loaderData }: Route.ComponentProps) {
  const { requirements, answer } = loaderData;
  const error = answer.state === "error" ? answer.message : undefined;
  useEffect(() => {
    if (error) toast({ ...RECOMMENDER_TOASTS.failure, description: error });
  }, [error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-slate-900">AI Tool Recommender</h1>
        <p className="mt-4 text-lg text-slate-700">
          Describe what you need in your own words. We look through the directory and suggest up to
          four tools, each with the reason it fits, taken from its listing.
        </p>
      </header>
      <div className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <RecommendForm
          requirements={requirements}
          serverError={answer.state === "invalid" ? answer.message : undefined}
        />
      </div>
      {error ? (
        <div
          role="alert"
          className="mt-8 max-w-3xl rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </div>
      ) : null}
      {answer.state === "results" ? <Results need={requirements.trim()} {...answer} /> : null}
    </div>
  );
}

function Results({
  need,
  recommendations,
  notes,
}: {
  need: string;
  recommendations: (Recommendation & { href: string })[];
  notes: string[];
}) {
  if (recommendations.length === 0) {
    return (
      <div
        role="status"
        className="mt-8 max-w-3xl rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
      >
        {RECOMMENDER_MESSAGES.noMatches}{" "}
        <Link to="/#tools" className="font-semibold text-brand-700 underline">
          Browse all tools
        </Link>
      </div>
    );
  }
  return (
    <section className="mt-10" aria-labelledby="recommended-tools">
      <h2 id="recommended-tools" className="text-2xl font-bold text-slate-900">
        Recommended Tools
      </h2>
      {notes.length ? (
        <ul
          role="status"
          className="mt-4 max-w-3xl space-y-1 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {recommendations.map((item) => (
          <RecommendationCard key={item.id} recommendation={item} href={item.href} need={need} />
        ))}
      </div>
    </section>
  );
}
