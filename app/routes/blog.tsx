import { TitledSection } from "~/components/ui/titled-section";
import { ArticleCard, FeaturedArticleCard } from "~/features/blog/components/article-card";
import { PopularTopics } from "~/features/blog/components/popular-topics";
import { BLOG_DESCRIPTION, BLOG_TITLE } from "~/features/blog/constants";
import { listArticles, listTopics } from "~/features/blog/queries.server";
import {
  LaterNewsletterPopup,
  LaterNewsletterSection,
} from "~/features/newsletter/components/later";
import { getPublicSubscriberCount } from "~/features/newsletter/queries.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export async function loader() {
  const [featured, ...articles] = listArticles();
  return {
    featured: featured!,
    articles,
    topics: listTopics(),
    subscriberCount: await getPublicSubscriberCount(),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      path: "/blog",
      origin,
      image: loaderData?.featured.coverImage,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: BLOG_TITLE,
      href: `${origin}/blog/rss.xml`,
    },
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, articles, topics, subscriberCount } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-slate-900 sm:text-5xl">{BLOG_TITLE}</h1>
        <p className="mt-4 text-lg text-slate-700">{BLOG_DESCRIPTION}</p>
        <p className="mt-3 text-sm">
          <a href="/blog/rss.xml" className="font-medium text-brand-700 hover:underline">
            Follow the blog by RSS
          </a>
        </p>
      </header>

      <div className="mt-10">
        <FeaturedArticleCard article={featured} />
      </div>

      <TitledSection
        id="latest-articles-heading"
        title="Latest Articles"
        look="large"
        className="mt-14"
      >
        <ul
          data-testid="article-grid"
          className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {articles.map((article) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="mt-14">
        <PopularTopics topics={topics} />
      </div>

      <div className="mt-14">
        <LaterNewsletterSection subscriberCount={subscriberCount} />
      </div>
      <LaterNewsletterPopup subscriberCount={subscriberCount} />
    </div>
  );
}
