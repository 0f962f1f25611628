import { TitledSection } from "~/components/ui/titled-section";
import { CategoryGrid } from "~/features/catalogue/components/category-grid";
import { LOAD_FAILURE_TOAST } from "~/features/catalogue/components/load-failure";
import type { ToolSummary } from "~/features/catalogue/schema";
import { LaterComparePicker } from "~/features/compare/components/later";
import {
  LaterNewsletterPopup,
  LaterNewsletterSection,
} from "~/features/newsletter/components/later";

export function HomeSections({
  categories,
  pickerTools,
  subscriberCount,
}: {
  categories: ReadonlyArray<{ name: string; toolCount: number }>;
  pickerTools: ToolSummary[] | null;
  subscriberCount: number | null;
}) {
  return (
    <>
      <section
        aria-labelledby="categories-heading"
        className="render-when-near bg-slate-50 py-12 [--near-size:94rem] md:[--near-size:44rem]"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
            Browse by category
          </h2>
          <div className="mt-6">
            <CategoryGrid counts={categories} />
          </div>
        </div>
      </section>

      <TitledSection
        id="compare-heading"
        title="Compare AI tools"
        look="large"
        anchor="compare"
        className="render-when-near mx-auto max-w-7xl scroll-mt-20 px-4 py-12 [--near-size:60rem] sm:px-6 lg:[--near-size:27rem]"
      >
        <p className="mt-1 mb-6 text-slate-700">
          Pick two or three tools to see them side by side.
        </p>
        {pickerTools === null ? (
          <p className="text-slate-700">{LOAD_FAILURE_TOAST.description}</p>
        ) : pickerTools.length >= 2 ? (
          <LaterComparePicker initialTools={pickerTools} />
        ) : (
          <p className="text-slate-700">No tools found</p>
        )}
      </TitledSection>

      <div className="render-when-near mx-auto max-w-7xl px-4 pb-16 [--near-size:30rem] sm:px-6 lg:[--near-size:15rem]">
        <LaterNewsletterSection subscriberCount={subscriberCount} />
      </div>
      <LaterNewsletterPopup subscriberCount={subscriberCount} />
    </>
  );
}
