import { ToolDirectory } from "~/features/catalogue/components/tool-directory";
import { useLoadFailureToast } from "~/features/catalogue/components/load-failure";
import { loadToolList } from "~/features/catalogue/list-loader.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { SITE } from "~/lib/site";
import { cardSaveButton } from "~/features/saved-tools/components/save-tool-button";
import type { Route } from "./+types/home";

// The home page's directory; the rest of the page is routes/home-layout.tsx.

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
  useLoadFailureToast(failed);
  return (
    <section
      id="tools"
      aria-labelledby="tools-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 sm:px-6 md:py-12"
    >
      <ToolDirectory
        cardAction={cardSaveButton}
        failed={failed}
        results={results}
        query={query}
        choices={choices}
        hash="#tools"
        title={
          <h2 id="tools-heading" className="text-2xl font-bold text-slate-900">
            AI Tools Directory
          </h2>
        }
        headingLevel={3}
      />
    </section>
  );
}
