import { memo } from "react";
import { Outlet } from "react-router";
import { SiteLink } from "~/components/ui/site-link";
import { unlessOnlyTheQueryChanged } from "~/lib/revalidation";
import { SiteSearchForm } from "~/components/layout/site-search";
import { listCategories } from "~/features/catalogue/vocabulary.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { toSummary } from "~/features/catalogue/tool";
import { COMPARE_SEARCH_RESULTS } from "~/features/compare/constants";
import { later } from "~/lib/later";
import { getPublicSubscriberCount } from "~/features/newsletter/queries.server";
import type { Route } from "./+types/home-layout";

// The home page around its directory (routes/home.tsx): the hero, the categories with their
// counts, the compare picker and the newsletter. None of it depends on the directory's search or
// filters, so it is loaded with the page and not again for each search.

export async function loader() {
  const [categories, pickerTools, subscriberCount] = await Promise.all([
    listCategories().catch(() => []),
    searchTools(ToolQuerySchema.parse({ pageSize: String(COMPARE_SEARCH_RESULTS) })).then(
      (result) => result.tools.map(toSummary),
      () => null,
    ),
    getPublicSubscriberCount().catch(() => null),
  ]);
  return { categories, pickerTools, subscriberCount };
}

/** The categories, the compare picker and the newsletter, below the directory (decision 045). */
const LaterHomeSections = later(() =>
  import("./home-parts/sections").then((module) => module.HomeSections),
);

/** A new search or filter on the home page changes its list only; anything else reloads. */
export const shouldRevalidate = unlessOnlyTheQueryChanged;

// React Router draws every route's component again on each change of its state (a search's start
// and its end); the parts around the directory are components of their own, drawn again only
// when their data changes.
export default function HomeLayout({ loaderData }: Route.ComponentProps) {
  const { categories, pickerTools, subscriberCount } = loaderData;
  return (
    <>
      <HomeHero />
      <Outlet />
      <LaterHomeSections
        categories={categories}
        pickerTools={pickerTools}
        subscriberCount={subscriberCount}
      />
    </>
  );
}

const HomeHero = memo(function HomeHero() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-8 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Discover the best AI tools for your work
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700 sm:mt-5">
            Search a directory of AI tools with honest pros and cons, pricing and API access.
          </p>
          <SiteSearchForm
            label="Search AI tools"
            placeholder="Name, task or category"
            size="hero"
            className="mx-auto mt-8 w-full max-w-2xl"
          />
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a
              href="#tools"
              className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Explore Tools
            </a>
            <a
              href="#compare"
              className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Compare Tools
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            Built an AI tool?{" "}
            <SiteLink
              to="/submit-tool"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Submit it for review
            </SiteLink>
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <SiteLink
          to="/recommend"
          className="flex flex-col items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 p-5 hover:border-brand-600 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>
            <span className="block font-semibold text-slate-900">Not sure where to start?</span>
            <span className="block text-slate-700">
              Describe what you need and get up to four AI tool recommendations.
            </span>
          </span>
          <span className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
            Try the AI Recommender
          </span>
        </SiteLink>
      </section>
    </>
  );
});
