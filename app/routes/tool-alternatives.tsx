import { Form, Link } from "react-router";
import { ToolCardBase } from "~/components/ui/tool-card-base";
import { ToolRating } from "~/components/ui/tool-rating";
import { LaterToolErrorBoundary } from "~/features/catalogue/components/later-tool-page";
import {
  activeFilters,
  filtersQuery,
  SWITCH_FILTERS,
  switchLabel,
  withoutFilter,
  type AlternativeFilters,
  type Difference,
  type Shares,
} from "~/features/catalogue/alternatives";
import {
  AlternativeFiltersSchema,
  filtersInput,
  getAlternatives,
} from "~/features/catalogue/alternatives.server";
import { PLATFORM_LABELS, PLATFORMS } from "~/features/catalogue/facts";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { toSummary } from "~/features/catalogue/tool";
import { countOf } from "~/lib/count";
import { isToolId } from "~/lib/field-limits";
import { invariantResponse } from "~/lib/invariant";
import { originFrom, pageMeta } from "~/lib/meta";
import { toolAlternativesPath, toolPath } from "~/lib/paths";
import { alternativesShareCard, shareImage } from "~/features/share-images/cards";
import type { Route } from "./+types/tool-alternatives";

// docs/product.md#alternatives: the published tools most like one tool, each with what it shares
// with it and how the two listings' facts differ.

export async function loader({ params, request }: Route.LoaderArgs) {
  const tool = isToolId(params.id) ? await getToolById(params.id) : null;
  invariantResponse(tool, "No tool has this id.", { status: 404 });
  const filters = AlternativeFiltersSchema.safeParse(
    filtersInput(new URL(request.url).searchParams),
  );
  invariantResponse(
    filters.success,
    filters.error?.issues.map((issue) => issue.message).join(" ") ?? "A filter is not valid.",
    { status: 400 },
  );
  const alternatives = await getAlternatives(tool, filters.data);
  const shown = {
    id: tool.id,
    name: tool.name,
    slug: tool.slug,
    logo: tool.logo,
    category: tool.category,
  };
  return {
    tool: shown,
    // Worked out here, so the page's scripts need not carry the card's code for its meta tags.
    shareImage: shareImage(alternativesShareCard(shown)),
    filters: filters.data,
    alternatives: alternatives.map((item) => ({
      tool: toSummary(item.tool),
      shares: item.shares,
      differs: item.differs,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Tool Not Found" }, { name: "robots", content: "noindex" }];
  const { tool, alternatives } = loaderData;
  const origin = originFrom(matches);
  const title = `Alternatives to ${tool.name}`;
  return [
    ...pageMeta({
      title,
      description: `Published tools like ${tool.name}, with what each shares with it and how its pricing, free plan, API, open source status and platforms differ.`,
      path: toolAlternativesPath(tool),
      origin,
      image: loaderData.shareImage,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: title,
        numberOfItems: alternatives.length,
        itemListElement: alternatives.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.tool.name,
          url: `${origin}${toolPath(item.tool)}`,
        })),
      },
    },
  ];
};

function Filters({
  path,
  filters,
  toolName,
}: {
  path: string;
  filters: AlternativeFilters;
  toolName: string;
}) {
  const active = activeFilters(filters, toolName);
  return (
    <section aria-label="Filters" className="mt-6 rounded-xl border border-slate-200 p-4">
      {/* Keyed by the filters so the boxes follow the address after a filter is removed. */}
      <Form
        method="get"
        key={filtersQuery(filters)}
        className="flex flex-wrap items-end gap-x-6 gap-y-2"
      >
        {SWITCH_FILTERS.map((key) => (
          <label key={key} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name={key}
              value="1"
              defaultChecked={filters[key]}
              className="size-4 rounded border-slate-300"
            />
            {switchLabel(key, toolName)}
          </label>
        ))}
        <label className="flex min-h-11 flex-wrap items-center gap-2 text-slate-800">
          Platform
          <select
            name="platform"
            defaultValue={filters.platform ?? ""}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">Any platform</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Apply filters
        </button>
      </Form>
      {active.length > 0 && (
        <ul aria-label="Filters in use" className="mt-3 flex flex-wrap gap-2">
          {active.map(({ key, label }) => (
            <li key={key}>
              <Link
                to={`${path}${filtersQuery(withoutFilter(filters, key))}`}
                aria-label={`Remove filter: ${label}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {label}
                <span aria-hidden>×</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SharedWith({ name, shares }: { name: string; shares: Shares }) {
  const lines = [
    { label: "Main category", words: shares.mainCategory ? [shares.mainCategory] : [] },
    { label: "Categories", words: shares.categories },
    { label: "Descriptions mention", words: shares.description },
    { label: "Use cases mention", words: shares.useCases },
    { label: "Features mention", words: shares.features },
  ].filter((line) => line.words.length > 0);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Shares with {name}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line.label} className="wrap-break-word">
            <span className="font-medium">{line.label}:</span> {line.words.join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiffersFrom({ name, differs }: { name: string; differs: Difference[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Differs from {name}</h3>
      {differs.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          No stated difference in pricing model, free plan, API, open source or platforms.
        </p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {differs.map((difference) => (
            <li key={difference.fact} className="wrap-break-word">
              <span className="font-medium">{difference.label}:</span> {difference.alternative}{" "}
              <span className="text-slate-600">
                ({name}: {difference.tool})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function ToolAlternatives({ loaderData }: Route.ComponentProps) {
  const { tool, filters, alternatives } = loaderData;
  const filtered = activeFilters(filters, tool.name).length > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm wrap-break-word text-slate-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>
        {" / "}
        <Link to={toolPath(tool)} className="hover:underline">
          {tool.name}
        </Link>
        {" / "}
        <span aria-current="page">Alternatives</span>
      </nav>
      <h1 className="mt-6 text-3xl font-bold wrap-break-word text-slate-900 sm:text-4xl">
        Alternatives to {tool.name}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        The published tools most like {tool.name}, by what they share with it: its main category
        counts most, then each of its other categories, then the words of their descriptions, use
        cases and features. Each says what it shares with {tool.name} and where the two listings
        state different facts.
      </p>
      <Filters path={toolAlternativesPath(tool)} filters={filters} toolName={tool.name} />
      <p role="status" className="mt-6 text-slate-700">
        {alternatives.length > 0
          ? countOf(alternatives.length, "alternative")
          : tool.category.length === 0
            ? `${tool.name} is in no category yet, so no tool is listed as its alternative.`
            : filtered
              ? `No published tool like ${tool.name} matches these filters.`
              : `No other published tool shares a category with ${tool.name} yet.`}
      </p>
      {alternatives.length > 0 && (
        <ol className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
          {alternatives.map((item) => (
            <li key={item.tool.id}>
              <ToolCardBase
                className="render-when-near h-full shadow-sm [--near-size:21rem]"
                logo={item.tool.logo}
                toolId={item.tool.id}
                titleClassName="text-lg wrap-break-word"
                title={
                  <Link to={toolPath(item.tool)} className="hover:text-brand-700">
                    {item.tool.name}
                  </Link>
                }
                detail={
                  <ToolRating
                    rating={item.tool.rating}
                    reviewCount={item.tool.reviewCount}
                    editorialRating={item.tool.editorialRating}
                  />
                }
                heading="h2"
                align="start"
                description={item.tool.shortDescription}
              >
                <SharedWith name={tool.name} shares={item.shares} />
                <DiffersFrom name={tool.name} differs={item.differs} />
              </ToolCardBase>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LaterToolErrorBoundary error={error} notFound="We couldn't find a tool at this address." />
  );
}
