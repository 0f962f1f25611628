import { Change } from "~/features/catalogue/components/tool-history";
import { CHANGES_TITLE } from "~/features/catalogue/change-words";
import { listRecentChanges } from "~/features/catalogue/history.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/changes";

export async function loader() {
  return { changes: await listRecentChanges(50) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: CHANGES_TITLE,
    description:
      "Every change to the listings of AI tools, newest first: the fact or text, its old and new value, its source and who made it.",
    path: "/changes",
    origin: originFrom(matches),
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", href: "/changes/feed.xml" },
];

/** The site-wide history: the latest changes to published tools (docs/product.md#facts-and-sources). */
export default function Changes({ loaderData }: Route.ComponentProps) {
  const { changes } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Recent changes</h1>
      <p className="mt-2 text-slate-700">
        Every change to a listing&apos;s facts and text, by anyone, newest first. Each tool&apos;s
        page keeps its own history.{" "}
        <a
          href="/changes/feed.xml"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
        >
          Follow by Atom feed
        </a>
      </p>
      {changes.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No listing has changed since the catalogue was set up.
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          {changes.map(({ tool, ...change }) => (
            <Change key={change.id} change={change} tool={tool} />
          ))}
        </ol>
      )}
    </div>
  );
}
