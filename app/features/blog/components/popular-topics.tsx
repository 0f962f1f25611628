import { TitledSection } from "~/components/ui/titled-section";

/** Popular Topics (docs/product.md#blog): the distinct tags across all articles. */
export function PopularTopics({ topics }: { topics: { tag: string; articles: number }[] }) {
  return (
    <TitledSection id="popular-topics-heading" title="Popular Topics">
      <ul className="mt-4 flex flex-wrap gap-2">
        {topics.map(({ tag, articles }) => (
          <li
            key={tag}
            className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
          >
            {tag}
            <span className="ml-1.5 text-slate-500">
              <span className="sr-only">(</span>
              {articles}
              <span className="sr-only">{articles === 1 ? " article)" : " articles)"}</span>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
