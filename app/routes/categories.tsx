import { useCallback } from "react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { ToolDirectory } from "~/features/catalogue/components/tool-directory";
import { loadToolList } from "~/features/catalogue/list-loader.server";
import { listChoices } from "~/features/catalogue/vocabulary.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { requestIdContext } from "~/lib/request-context";
import { categoryPath, toolPath } from "~/lib/paths";
import { cardSaveButton } from "~/features/saved-tools/components/save-tool-button";
import { categoryShareCard, shareImage } from "~/features/share-images/cards";
import type { Route } from "./+types/categories";

const ALL_TITLE = "All AI Categories";

/** The category named by the path segment, matched without regard to case; undefined for none. */
function categoryFromSegment(segment: string | undefined, categories: readonly string[]) {
  if (segment === undefined) return { category: undefined, known: true };
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // React Router already decoded it, or it is malformed: use it as it is.
  }
  const category = categories.find((name) => name.toLowerCase() === decoded.trim().toLowerCase());
  return { category, known: category !== undefined, requested: decoded };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const choices = await listChoices().catch(() => null);
  const { category, known, requested } = categoryFromSegment(
    params.category,
    choices?.categories ?? [],
  );
  const url = new URL(request.url);
  const list = await loadToolList(url, { category });
  // Worked out here, so the page's scripts need not carry the card's code for its meta tags.
  const shareImageOf = category ? shareImage(categoryShareCard(category)) : undefined;
  // Spec 1: 'Error Loading Data' with details; the details a visitor gets are a reference to
  // the logged error, never the error itself. Never cached as if it were the page.
  if (list.failed) {
    return data(
      {
        ...list,
        category,
        requested,
        reference: context.get(requestIdContext),
        shareImage: shareImageOf,
      },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  // An unknown category is a real page with no tools ("No tools found"), answered as 404.
  if (!known && choices) {
    return data(
      {
        ...list,
        category: undefined,
        requested,
        results: {
          tools: [] as typeof list.results.tools,
          total: 0,
          totalIsLowerBound: false,
          pageCount: 0,
        },
        reference: null,
        shareImage: undefined,
      },
      { status: 404 },
    );
  }
  return { ...list, category, requested, reference: null, shareImage: shareImageOf };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const category = loaderData?.category;
  const title = category ? `${category} AI Tools` : ALL_TITLE;
  const count = loaderData?.results.total ?? 0;
  const tags = pageMeta({
    title,
    description: category
      ? `Compare ${count} ${category.toLowerCase()} AI tools: features, pricing, API access, pros and cons.`
      : `Browse ${count} AI tools across ${loaderData?.choices.categories.length ?? 0} categories, with filters for pricing, rating and features.`,
    path: category ? categoryPath(category) : "/categories",
    origin: originFrom(matches),
    image: loaderData?.shareImage,
    noindex: loaderData !== undefined && loaderData.requested !== undefined && !category,
  });
  const origin = originFrom(matches);
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    numberOfItems: count,
    itemListElement: (loaderData?.results.tools ?? []).map((tool, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${origin}${toolPath(tool)}`,
      name: tool.name,
    })),
  };
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Categories", item: `${origin}/categories` },
      ...(category
        ? [
            {
              "@type": "ListItem",
              position: 3,
              name: category,
              item: `${origin}${categoryPath(category)}`,
            },
          ]
        : []),
    ],
  };
  return [...tags, { "script:ld+json": itemList }, { "script:ld+json": breadcrumbs }];
};

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { query, choices, results, failed, reference, category, requested } = loaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // One function while the address stays: the filter fields it is handed wait for their code
  // with the server's HTML, which a new function would make React render again (decision 036).
  const goToCategory = useCallback(
    (next: string | undefined) => {
      const search = new URLSearchParams(params);
      search.delete("page");
      search.delete("category");
      const rest = search.toString();
      void navigate(`${next ? categoryPath(next) : "/categories"}${rest ? `?${rest}` : ""}`, {
        preventScrollReset: true,
      });
    },
    [navigate, params],
  );
  const title = category ?? (requested ? requested : ALL_TITLE);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>{" "}
        /{" "}
        {category ? (
          <Link to="/categories" className="hover:underline">
            Categories
          </Link>
        ) : (
          "Categories"
        )}
      </nav>
      {failed ? (
        <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6">
          <h1 className="text-2xl font-bold text-red-900">Error Loading Data</h1>
          <p className="mt-2 text-red-900">
            We couldn&apos;t load the tools. Please try again in a moment.
          </p>
          <p className="mt-2 text-sm text-red-800">
            Details: the database did not answer. If it keeps happening, tell us this reference:{" "}
            <code className="font-mono">{reference}</code>
          </p>
        </div>
      ) : (
        <div className="mt-4">
          <ToolDirectory
            cardAction={cardSaveButton}
            results={results}
            query={query}
            choices={choices}
            presetCategory={category}
            onCategoryChange={goToCategory}
            filtersCollapsible
            title={<h1 className="text-3xl font-bold text-slate-900">{title}</h1>}
            empty={
              <div className="mt-4 flex justify-center gap-3">
                <Link
                  to={category ? categoryPath(category) : "/categories"}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 md:min-h-0"
                >
                  Reset filters
                </Link>
                <Link
                  to="/categories"
                  className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 md:min-h-0"
                >
                  View all tools
                </Link>
              </div>
            }
          />
        </div>
      )}
    </div>
  );
}
