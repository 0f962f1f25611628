import { Link } from "react-router";
import { clsx } from "clsx";
import { TitledSection } from "~/components/ui/titled-section";
import type { PricingModel } from "~/features/catalogue/constants";
import { ToolCard } from "~/features/catalogue/components/tool-card";
import { useLoadFailureToast } from "~/features/catalogue/components/load-failure";
import { listChoices } from "~/features/catalogue/vocabulary.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { toSummary } from "~/features/catalogue/tool";
import { countOf } from "~/lib/count";
import { log } from "~/lib/log.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pricing";

const PER_GROUP = 6;

/** What the seeded pricing options mean; one an administrator added has no note. */
const MODEL_NOTES: Partial<Record<PricingModel | (string & {}), string>> = {
  Free: "No paid plan for individuals.",
  Freemium: "A usable free tier, with paid plans for more.",
  Subscription: "Recurring paid plans; a trial may come first.",
  "Credit-based": "You buy credits or pay for what you use.",
  "Self-hosted": "Software you run yourself, often open source.",
  Paid: "A one-off purchase or a sales-led contract.",
};

const FAQ = [
  {
    question: "What does Freemium mean?",
    answer:
      "The tool has a free tier you can keep using without paying, usually with limits on usage, features or output quality, and paid plans that lift those limits. Check what the free tier allows commercially before you rely on it.",
  },
  {
    question: "How do Credit-based tools charge?",
    answer:
      "You pay for what you use: credits bought in advance (for example per image, per minute of audio or video) or metered usage such as tokens for an API. Costs grow with volume, so estimate your monthly usage and watch for credits that expire.",
  },
  {
    question: "What does Self-hosted mean here?",
    answer:
      "The software or model can be downloaded and run on your own computer or server, often under an open-source licence. The software may cost nothing, but you provide the hardware (sometimes a capable GPU), updates and security. Many also offer a paid hosted version.",
  },
  {
    question: "How do subscription plans work?",
    answer:
      "Subscription tools charge a recurring monthly or yearly fee, often per user, with no free tier beyond a trial. Yearly billing is usually cheaper; check how seats, usage caps and cancellation work before you commit a team.",
  },
  {
    question: "What is the difference between Paid and Subscription?",
    answer:
      "Paid covers a one-off purchase or pricing agreed with the vendor's sales team (common for enterprise products), rather than a self-serve recurring plan.",
  },
  {
    question: "How current is this pricing information?",
    answer:
      "Each tool page links every pricing fact to the vendor's page that states it, with the date a person last confirmed it there if anyone has. Vendors change plans often, so confirm the current price on the tool's own website before you buy.",
  },
];

function modelFrom(url: URL, models: readonly string[]) {
  const value = url.searchParams.get("model")?.toLowerCase();
  return models.find((model) => model.toLowerCase() === value);
}

export async function loader({ request }: Route.LoaderArgs) {
  let selected: string | undefined;
  let models: string[] = [];
  try {
    models = (await listChoices()).pricing;
    selected = modelFrom(new URL(request.url), models);
    const groups = await Promise.all(
      models.map(async (model) => {
        const query = ToolQuerySchema.parse({ pricing: model, pageSize: String(PER_GROUP) });
        const result = await searchTools(query);
        return { model, tools: result.tools.map(toSummary), total: result.total };
      }),
    );
    return { selected, models, groups, failed: false };
  } catch (error) {
    log.error("Pricing page failed to load", { error: String(error) });
    return { selected, models, groups: [], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "AI Tool Pricing Models Compared",
    description:
      "AI tools grouped by pricing model (free, freemium, subscription, credit-based, self-hosted and paid) with a plain-English FAQ on each.",
    path: "/pricing",
    origin: originFrom(matches),
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { selected, models, groups, failed } = loaderData;
  useLoadFailureToast(failed);
  const shown = selected ? groups.filter((group) => group.model === selected) : groups;
  const filterClass = (active: boolean) =>
    clsx(
      "inline-flex min-h-11 items-center rounded-full border px-4 py-1.5 text-sm font-medium sm:min-h-0",
      active
        ? "border-brand-600 bg-brand-600 text-white"
        : "border-slate-300 text-slate-800 hover:bg-slate-100",
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">AI Tool Pricing</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        How AI tools charge, and the best-rated tools under each pricing model.
      </p>
      <nav aria-label="Pricing models" className="mt-6 flex flex-wrap gap-2">
        <Link
          to="/pricing"
          preventScrollReset
          aria-current={!selected ? "page" : undefined}
          className={filterClass(!selected)}
        >
          All
        </Link>
        {models.map((model) => (
          <Link
            key={model}
            to={`/pricing?model=${encodeURIComponent(model)}`}
            preventScrollReset
            aria-current={selected === model ? "page" : undefined}
            className={filterClass(selected === model)}
          >
            {model}
          </Link>
        ))}
      </nav>
      {shown.map((group) => (
        <section key={group.model} aria-labelledby={`pricing-${group.model}`} className="mt-10">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id={`pricing-${group.model}`} className="text-2xl font-bold text-slate-900">
                {group.model}
              </h2>
              <p className="text-slate-700">
                {MODEL_NOTES[group.model] ? `${MODEL_NOTES[group.model]} ` : ""}
                {countOf(group.total, "tool")}.
              </p>
            </div>
            {group.total > group.tools.length && (
              <Link
                to={`/categories?pricing=${encodeURIComponent(group.model)}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                View all {group.total} {group.model} tools
              </Link>
            )}
          </div>
          {group.tools.length === 0 ? (
            <p className="mt-4 text-slate-700">No tools found</p>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <TitledSection
        id="faq-heading"
        title="Frequently asked questions"
        look="large"
        className="mt-16"
      >
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="cursor-pointer font-semibold text-slate-900">
                {item.question}
              </summary>
              <p className="mt-2 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </TitledSection>
    </div>
  );
}
