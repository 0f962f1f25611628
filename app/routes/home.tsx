import { later } from "~/lib/later";
import { loadToolList } from "~/features/catalogue/list-loader.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/home";

// The home page's directory; the rest of the page is routes/home-layout.tsx.

/**
 * The directory (search, filters, sort, cards, page links) starts below the fold on a phone and
 * on a laptop's screen: its code comes after the page's first scripts (decision 045), a round
 * trip after the rest of the page. Its links work before then; its buttons once it has come.
 */
const LaterHomeDirectory = later(() =>
  import("./home-parts/directory").then((module) => module.HomeDirectory),
);

export async function loader({ request }: Route.LoaderArgs) {
  return loadToolList(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: SITE.name,
    description: SITE.description,
    path: "/",
    origin: originFrom(matches),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { query, choices, results, failed } = loaderData;
  return (
    <section
      id="tools"
      aria-labelledby="tools-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 sm:px-6 md:py-12"
    >
      <LaterHomeDirectory failed={failed} results={results} query={query} choices={choices} />
    </section>
  );
}
