import { clsx } from "clsx";
import { Link, redirect } from "react-router";
import { Tabs } from "~/components/ui/tabs";
import { ToolLogo } from "~/components/ui/tool-logo";
import { ToolRating } from "~/components/ui/tool-rating";
import { FeatureList } from "~/features/catalogue/components/feature-list";
import { ToolFacts } from "~/features/catalogue/components/tool-facts";
import { ownerOf } from "~/features/makers/claims.server";
import { ClaimStatus } from "~/features/makers/components/claim-status";
import { PLATFORM_LABELS } from "~/features/catalogue/constants";
import {
  LaterSimilarTools,
  LaterToolErrorBoundary,
  LaterToolHistory,
} from "~/features/catalogue/components/later-tool-page";
import { listToolChanges } from "~/features/catalogue/history.server";
import { getSimilarTools } from "~/features/catalogue/alternatives.server";
import { getToolById, getToolNeighbours } from "~/features/catalogue/tool-reads.server";
import type { Tool } from "~/features/catalogue/schema";
import { toSummary } from "~/features/catalogue/tool";
import { getUser } from "~/features/accounts/session.server";
import { REVIEW_MESSAGES, REVIEW_TOASTS } from "~/features/reviews/constants";
import { LaterReviewSection } from "~/features/reviews/components/later";
import type { ReviewViewer } from "~/features/reviews/components/review-section";
import {
  deleteOwnReview,
  getOwnReview,
  listToolReviews,
  reviewAddressRateLimit,
  reviewUserRateLimit,
  writeReview,
} from "~/features/reviews/reviews.server";
import {
  deleteReply,
  repliesTo,
  replyRateLimit,
  writeReply,
} from "~/features/reviews/replies.server";
import {
  ReplyDeleteSchema,
  ReplyFormSchema,
  ReviewDeleteSchema,
  ReviewFormSchema,
} from "~/features/reviews/schema";
import { ReportLink } from "~/features/reports/components/report-link";
import { SaveToolButton } from "~/features/saved-tools/components/save-tool-button";
import { formAction, formSpec, refusal, success } from "~/lib/form-action.server";
import { clientAddressContext, type SessionUser } from "~/lib/request-context";
import { z } from "zod";
import { carriedQuery, isToolId } from "~/lib/field-limits";
import { longDate } from "~/lib/dates";
import { invariantResponse } from "~/lib/invariant";
import { originFrom, pageMeta } from "~/lib/meta";
import { categoryPath, toolMarkdownPath, toolPath, toolVisitPath } from "~/lib/paths";
import { ownsTool } from "~/lib/tool-owner.server";
import { shareImage, toolShareCard } from "~/features/share-images/cards";
import type { Route } from "./+types/tool";

// Previous and next tool: tall enough to tap, and a long name wraps on its own side.
const NEIGHBOUR_LINK = "inline-block py-2.5 text-brand-700 hover:underline";

const ReviewsPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** What the signed-in visitor may do with reviews of this tool. */
async function reviewViewer(user: SessionUser | null, toolId: string): Promise<ReviewViewer> {
  if (!user) return { state: "anonymous" };
  if (!user.emailVerified) return { state: "unconfirmed" };
  const own = await getOwnReview(user.id, toolId);
  // A hidden review its author deleted: no form, since a new review could only be refused.
  if (own?.withdrawnAt) return { state: "withdrawn" };
  return { state: "ready", own };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tool = isToolId(params.id) ? await getToolById(params.id) : null;
  invariantResponse(tool, "No tool has this id.", { status: 404 });
  // The address always shows the name's slug form.
  const url = new URL(request.url);
  if (params.slug !== tool.slug)
    throw redirect(`${toolPath(tool)}${carriedQuery(url.search)}`, 301);
  const reviewsPage = ReviewsPageSchema.parse(url.searchParams.get("reviews") ?? 1);
  const [neighbours, similar, reviews, viewer, history, owner] = await Promise.all([
    getToolNeighbours(tool),
    getSimilarTools(tool),
    listToolReviews(tool, reviewsPage),
    reviewViewer(getUser(context), tool.id),
    listToolChanges(tool.id),
    ownerOf(tool.id),
  ]);
  const claimed = owner !== null;
  const user = getUser(context);
  const isOwner = user !== null && owner?.userId === user.id;
  const replies = await repliesTo(
    tool.id,
    reviews.reviews.map((review) => review.id),
    isOwner ? user.id : null,
  );
  return {
    tool,
    neighbours,
    similar: similar.map(toSummary),
    reviews,
    // An owner answers reviews and does not write one.
    viewer: isOwner ? ({ state: "owner" } as const) : viewer,
    history,
    claimed,
    replies,
    isOwner,
    // Worked out here, so the page's scripts need not carry the card's code for its meta tags.
    shareImage: shareImage(toolShareCard(tool)),
  };
}

/** A review's text is at most 2,000 characters, even when every one is percent-encoded. */
const MAX_REVIEW_FORM_BYTES = 32 * 1024;

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = getUser(context);
  const address = context.get(clientAddressContext);
  const tool = isToolId(params.id) ? await getToolById(params.id) : null;
  invariantResponse(tool, "No tool has this id.", { status: 404 });
  const back = `${toolPath(tool)}#reviews`;
  const limits = () =>
    user
      ? [
          { limiter: reviewUserRateLimit, key: user.id },
          { limiter: reviewAddressRateLimit, key: address },
        ]
      : [];
  const signedOut = () =>
    refusal(401, "unauthorized", REVIEW_MESSAGES.signIn, {
      toast: { type: "error", title: "Sign in first", description: REVIEW_MESSAGES.signIn },
    });
  return formAction({
    request,
    maxBytes: MAX_REVIEW_FORM_BYTES,
    defaultIntent: "review",
    intents: {
      review: formSpec({
        schema: ReviewFormSchema,
        honeypot: false,
        rateLimits: limits,
        rateLimitMessage: REVIEW_MESSAGES.limited,
        failure: {
          title: "Review not saved",
          description: "Your review could not be saved. Please try again.",
        },
        mutate: async (input) => {
          if (!user) return signedOut();
          if (await ownsTool(user.id, tool.id)) {
            return refusal(403, "forbidden", "The tool's owner cannot review it.");
          }
          const written = await writeReview(user.id, tool.id, input);
          if (!written.ok)
            return refusal(
              written.status,
              written.status === 409 ? "conflict" : "refused",
              written.message,
            );
          return success(back, written.created ? REVIEW_TOASTS.published : REVIEW_TOASTS.updated, {
            replace: true,
          });
        },
      }),
      "delete-review": formSpec({
        schema: ReviewDeleteSchema,
        honeypot: false,
        rateLimits: limits,
        rateLimitMessage: REVIEW_MESSAGES.limited,
        failure: {
          title: "Review not deleted",
          description: "Your review could not be deleted. Please try again.",
        },
        mutate: async ({ reviewId }) => {
          if (!user) return signedOut();
          const deleted = await deleteOwnReview(user.id, reviewId);
          if (!deleted) return refusal(404, "not_found", REVIEW_MESSAGES.notYours);
          return success(
            back,
            deleted.withdrawn ? REVIEW_TOASTS.withdrawn : REVIEW_TOASTS.deleted,
            {
              replace: true,
            },
          );
        },
      }),
      reply: formSpec({
        schema: ReplyFormSchema,
        honeypot: false,
        rateLimits: () => (user ? [{ limiter: replyRateLimit, key: user.id }] : []),
        failure: REPLY_FAILURE,
        mutate: async ({ reviewId, reply }) => {
          if (!user) return signedOut();
          const written = await writeReply(user.id, tool.id, reviewId, reply);
          if (!written.ok) return replyRefused(written.reason);
          return success(back, {
            type: "success",
            title: "Reply saved",
            description: "It shows under the review as the maker's.",
          });
        },
      }),
      "delete-reply": formSpec({
        schema: ReplyDeleteSchema,
        honeypot: false,
        failure: REPLY_FAILURE,
        mutate: async ({ reviewId }) => {
          if (!user) return signedOut();
          const deleted = await deleteReply(user.id, tool.id, reviewId);
          if (!deleted.ok) return replyRefused(deleted.reason);
          return success(back, {
            type: "success",
            title: "Reply deleted",
            description: "The review shows without it.",
          });
        },
      }),
    },
  });
}

const REPLY_FAILURE = {
  title: "Reply not saved",
  description: "Your reply could not be saved. Please try again.",
};

/** Why a reply was refused: only the tool's owner replies, to its published reviews. */
function replyRefused(reason: "not-owner" | "no-review") {
  return reason === "not-owner"
    ? refusal(403, "forbidden", "Only the tool's owner can reply to its reviews.")
    : refusal(404, "not_found", "This review is not on this tool's page.");
}

// A refused form's Retry-After reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Schema.org description of the tool for search engines. */
function structuredData(tool: Tool, origin: string) {
  const url = `${origin}${toolPath(tool)}`;
  // A stated free plan decides; otherwise the pricing model says whether there is a free way in.
  const free =
    tool.facts.freePlan.value ??
    (tool.pricing === "Free" || tool.pricing === "Freemium" || tool.pricing === "Self-hosted");
  const price = tool.facts.startingPrice.value;
  const systems = tool.facts.platforms.value
    .filter((platform) => platform !== "api")
    .map((platform) => PLATFORM_LABELS[platform]);
  const offers = [
    ...(free
      ? [{ "@type": "Offer", price: "0", priceCurrency: price?.currency ?? "USD", url: tool.url }]
      : []),
    ...(price
      ? [
          {
            "@type": "Offer",
            price: String(price.amount),
            priceCurrency: price.currency,
            description: `Starting price, ${price.period === "once" ? "paid once" : `per ${price.period}`}`,
            url: tool.url,
          },
        ]
      : []),
  ];
  return [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: tool.name,
      url,
      sameAs: tool.url,
      image: tool.logo.startsWith("http") ? tool.logo : `${origin}${tool.logo}`,
      description: tool.description,
      applicationCategory: tool.category[0] ?? "AI tool",
      // Only the platforms its listing states; none is claimed when none is stated.
      ...(systems.length ? { operatingSystem: systems.join(", ") } : {}),
      offers: offers.length
        ? offers
        : { "@type": "Offer", description: `${tool.pricing} pricing`, url: tool.url },
      // Only users' reviews make an aggregate rating (decision 017): never the editors' score.
      ...(tool.reviewCount > 0 && tool.rating !== null
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Math.round(tool.rating * 10) / 10,
              reviewCount: tool.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        ...(tool.category[0]
          ? [
              {
                "@type": "ListItem",
                position: 2,
                name: tool.category[0],
                item: `${origin}${categoryPath(tool.category[0])}`,
              },
            ]
          : []),
        { "@type": "ListItem", position: tool.category[0] ? 3 : 2, name: tool.name, item: url },
      ],
    },
  ];
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Tool Not Found" }, { name: "robots", content: "noindex" }];
  const { tool } = loaderData;
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: `${tool.name}: features, pricing, pros and cons`,
      description: tool.shortDescription,
      path: toolPath(tool),
      origin,
      image: loaderData.shareImage,
    }),
    // The same listing as Markdown, for readers that want text (docs/product.md#llms-txt).
    {
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: `${origin}${toolMarkdownPath(tool)}`,
    },
    ...structuredData(tool, origin).map((item) => ({ "script:ld+json": item })),
  ];
};

/** The tool's website, through /go so the visit is counted (docs/product.md#outbound-visits). */
function VisitWebsite({ toolId }: { toolId: string }) {
  return (
    <a
      href={toolVisitPath(toolId, "tool")}
      target="_blank"
      rel="nofollow noopener noreferrer"
      className="flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
    >
      Visit Website<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function BulletList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function ToolPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, neighbours, similar, reviews, viewer, history, claimed, replies, isOwner } =
    loaderData;
  // Dated only by a person's confirmation of a fact against its source, never by the link checker.
  const confirmed = tool.checkedAt ? longDate(tool.checkedAt) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 lg:pb-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>
        {tool.category[0] && (
          <>
            {" / "}
            <Link to={categoryPath(tool.category[0])} className="hover:underline">
              {tool.category[0]}
            </Link>
          </>
        )}
        {" / "}
        <span aria-current="page">{tool.name}</span>
      </nav>
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <h1 className="text-3xl font-bold wrap-break-word text-slate-900 sm:text-4xl">
            {tool.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ToolRating
              rating={tool.rating}
              reviewCount={tool.reviewCount}
              editorialRating={tool.editorialRating}
            />
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              {tool.pricing}
            </span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Categories">
            {tool.category.map((category) => (
              <li key={category}>
                <Link
                  to={categoryPath(category)}
                  className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-lg leading-relaxed text-slate-800">{tool.description}</p>
          <section className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900">Key Features</h2>
            <FeatureList
              features={tool.features}
              className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2"
              itemClassName="text-slate-800"
            />
          </section>
          <section className="mt-8">
            <Tabs
              label={`${tool.name}: pros, cons and use cases`}
              tabs={[
                {
                  value: "pros",
                  title: "Pros",
                  content: <BulletList items={tool.pros} empty="No pros listed yet." />,
                },
                {
                  value: "cons",
                  title: "Cons",
                  content: <BulletList items={tool.cons} empty="No cons listed yet." />,
                },
                {
                  value: "use-cases",
                  title: "Use Cases",
                  content: <BulletList items={tool.useCases} empty="No use cases listed yet." />,
                },
              ]}
            />
          </section>
          <ToolFacts tool={tool} />
          <ClaimStatus toolId={tool.id} claimed={claimed} owner={isOwner} />
          <LaterToolHistory changes={history} addedAt={tool.createdAt} />
        </article>
        <aside className="h-fit space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm">
          <ToolLogo src={tool.logo} toolId={tool.id} alt={`${tool.name} logo`} size={96} eager />
          {/* Below lg the two actions sit in the bar at the foot of the screen instead. */}
          <div className="hidden space-y-4 lg:block">
            <SaveToolButton toolId={tool.id} toolName={tool.name} />
            <VisitWebsite toolId={tool.id} />
          </div>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">API Access</dt>
              <dd className="font-medium text-slate-900">{tool.apiAccess ? "Yes" : "No"}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Pricing</dt>
              <dd className="font-medium text-slate-900">{tool.pricing}</dd>
            </div>
            {confirmed && (
              <div className="flex justify-between gap-3">
                <dt className="shrink-0 text-slate-600">A fact last confirmed</dt>
                <dd className="text-right font-medium text-slate-900">
                  <a href="#facts-heading" className="hover:underline">
                    <time dateTime={tool.checkedAt ?? undefined}>{confirmed}</time>
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <Link
            to={`/compare?tools=${encodeURIComponent(tool.id)}`}
            className="block rounded-md border border-slate-300 px-4 py-2.5 text-center font-medium text-slate-800 hover:bg-slate-50"
          >
            Compare with other tools
          </Link>
          <ReportLink toolId={tool.id} />
        </aside>
      </div>

      <LaterReviewSection
        tool={tool}
        list={reviews}
        viewer={viewer}
        replies={replies}
        owner={isOwner}
        path={toolPath(tool)}
        documentReply={actionData}
      />

      <nav
        aria-label="Previous and next tools"
        className="mt-12 flex justify-between gap-4 border-t border-slate-200 pt-6"
      >
        {neighbours.previous ? (
          <Link to={toolPath(neighbours.previous)} rel="prev" className={NEIGHBOUR_LINK}>
            <span aria-hidden>← </span>
            <span className="sr-only">Previous tool: </span>
            {neighbours.previous.name}
          </Link>
        ) : (
          <span />
        )}
        {neighbours.next && (
          <Link
            to={toolPath(neighbours.next)}
            rel="next"
            className={clsx(NEIGHBOUR_LINK, "text-right")}
          >
            <span className="sr-only">Next tool: </span>
            {neighbours.next.name}
            <span aria-hidden> →</span>
          </Link>
        )}
      </nav>

      {similar.length > 0 && <LaterSimilarTools tool={tool} similar={similar} />}
      {/* Phones and tablets: the two actions stay within reach at the foot of the screen. In
          the page's flow (sticky, not fixed), it never hides the end of the page or the footer. */}
      <div
        data-action-bar
        className="sticky bottom-0 z-30 -mx-4 mt-10 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6 lg:hidden"
      >
        <SaveToolButton toolId={tool.id} toolName={tool.name} />
        <VisitWebsite toolId={tool.id} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LaterToolErrorBoundary error={error} notFound="We couldn't find a tool at this address." />
  );
}
