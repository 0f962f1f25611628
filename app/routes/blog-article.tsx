import { Link, replace } from "react-router";
import { Prose } from "~/components/ui/prose";
import { ArticleAuthor, ArticleCover, ArticleMeta } from "~/features/blog/components/article-meta";
import { z } from "zod";
import { listApprovedComments } from "~/features/blog/comments.server";
import { LaterCommentForm } from "~/features/blog/components/later";
import { CommentList } from "~/features/blog/components/comment-list";
import { PaginationNav } from "~/features/catalogue/components/pagination-nav";
import { countOf } from "~/lib/count";
import { BLOG_TITLE, COMMENT_TOAST } from "~/features/blog/constants";
import { addComment, commentRateLimit } from "~/features/blog/mutations.server";
import { articleMentionKeys, getArticle, isArticleSlug } from "~/features/blog/queries.server";
import { findToolsByNameKeys } from "~/features/catalogue/tool-reads.server";
import { linkMentions } from "~/lib/mentions";
import { toolPath } from "~/lib/paths";
import { CommentSchema } from "~/features/blog/schema";
import { formAction, perAddress, success } from "~/lib/form-action.server";
import { invariantResponse } from "~/lib/invariant";
import { originFrom, pageMeta } from "~/lib/meta";
import { articleShareCard, shareImage } from "~/features/share-images/cards";
import type { Route } from "./+types/blog-article";

/** Room for the longest comment even when every character is percent-encoded. */
const MAX_COMMENT_FORM_BYTES = 32 * 1024;

const CommentsPageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loader({ params, request }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  // docs/product.md#blog: an unknown slug goes to the index, replacing the history entry.
  if (!article) throw replace("/blog");
  const page = CommentsPageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const [comments, named] = await Promise.all([
    listApprovedComments(article.slug, page),
    // The catalogue as it is now: a renamed or archived tool is no longer linked.
    findToolsByNameKeys(articleMentionKeys(article)).catch(() => []),
  ]);
  const targets = named.map((tool) => ({ name: tool.name, href: toolPath(tool) }));
  return {
    article: { ...article, html: linkMentions(article.html, targets) },
    comments,
    // Worked out here, so the page's scripts need not carry the card's code for its meta tags.
    shareImage: shareImage(articleShareCard(article)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  invariantResponse(isArticleSlug(params.slug), "No article has this address.", { status: 404 });
  return formAction({
    request,
    maxBytes: MAX_COMMENT_FORM_BYTES,
    schema: CommentSchema,
    rateLimits: perAddress(context, commentRateLimit),
    rateLimitMessage: "You have sent several comments in a short time.",
    mutate: async (comment) => {
      await addComment(params.slug, comment);
      return success(`/blog/${params.slug}`, COMMENT_TOAST, { replace: true });
    },
  });
}

// A refused form's Retry-After reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: BLOG_TITLE }];
  const { article } = loaderData;
  const origin = originFrom(matches);
  const url = `${origin}/blog/${article.slug}`;
  const published = `${article.date}T12:00:00Z`;
  return [
    ...pageMeta({
      // docs/product.md#blog: exactly '{title} | Blog'.
      title: `${article.title} | Blog`,
      appendSiteName: false,
      description: article.excerpt,
      path: `/blog/${article.slug}`,
      origin,
      type: "article",
      image: loaderData.shareImage,
    }),
    { property: "article:published_time", content: published },
    { property: "article:section", content: article.category },
    { property: "article:author", content: article.author.name },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "keywords", content: article.tags.join(", ") },
    { name: "author", content: article.author.name },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: BLOG_TITLE,
      href: `${origin}/blog/rss.xml`,
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        image: `${origin}${article.coverImage}`,
        datePublished: published,
        author: { "@type": "Organization", name: article.author.name },
        publisher: { "@type": "Organization", name: article.author.title },
        articleSection: article.category,
        keywords: article.tags.join(", "),
        mainEntityOfPage: url,
        url,
      },
    },
  ];
};

export default function BlogArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, comments } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to Articles
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ArticleMeta article={article} />
          {comments.total > 0 && (
            <a href="#comments" className="text-sm font-medium text-brand-700 hover:underline">
              {countOf(comments.total, "comment")}
            </a>
          )}
        </div>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p>
        <div className="mt-6">
          <ArticleAuthor author={article.author} size="md" />
        </div>
      </header>
      <ArticleCover
        article={article}
        className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
      />
      <Prose html={article.html} className="mt-10" />
      <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
          >
            {tag}
          </li>
        ))}
      </ul>
      <CommentList
        comments={comments.comments}
        total={comments.total}
        pagination={
          <PaginationNav page={comments.page} pageCount={comments.pageCount} hash="#comments" />
        }
      />
      <LaterCommentForm action={`/blog/${article.slug}`} documentReply={actionData} />
    </article>
  );
}
