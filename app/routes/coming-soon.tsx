import { Link } from "react-router";
import { NotifyForm } from "~/features/notify/components/notify-form";
import {
  COMING_SOON_TITLES,
  notifyToast,
  PLACEHOLDER_PAGES,
  type PlaceholderPage,
} from "~/features/notify/constants";
import { notifyRateLimit, requestNotification } from "~/features/notify/mutations.server";
import { NotifySchema } from "~/features/notify/schema";
import { formAction, perAddress, success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/coming-soon";

// docs/product.md#coming-soon-pages: placeholder pages titled AI News and Community.
const PAGES: Record<PlaceholderPage, { title: string; description: string }> = {
  news: {
    title: COMING_SOON_TITLES.news,
    description: "Short, sourced news about AI tools: launches, pricing changes and shutdowns.",
  },
  community: {
    title: COMING_SOON_TITLES.community,
    description: "A place for people who use and build AI tools to share what works.",
  },
};

function pageKey(pathname: string): PlaceholderPage {
  // The first segment names the page; a fetcher's data request ends in ".data" (/news.data).
  const key = pathname
    .split("/")
    .find(Boolean)
    ?.replace(/\.data$/, "");
  return PLACEHOLDER_PAGES.find((page) => page === key) ?? "news";
}

function pageFor(pathname: string) {
  return PAGES[pageKey(pathname)]!;
}

const MAX_NOTIFY_FORM_BYTES = 4 * 1024;

/** The notify form (docs/product.md#coming-soon-pages): the email is kept against this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  const page = pageKey(path);
  return formAction({
    request,
    maxBytes: MAX_NOTIFY_FORM_BYTES,
    schema: NotifySchema,
    rateLimits: perAddress(context, notifyRateLimit),
    rateLimitMessage: "Too many requests from your address.",
    mutate: async (values) => {
      await requestNotification(page, values);
      return success(`/${page}`, notifyToast(PAGES[page]!.title), { replace: true });
    },
  });
}

// A refused form's Retry-After reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function ComingSoon({ matches, actionData }: Route.ComponentProps) {
  const path = matches[matches.length - 1]?.pathname ?? "";
  const page = pageFor(path);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold wrap-break-word text-slate-900 sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{page.description}</p>
      <NotifyForm action={`/${pageKey(path)}`} pageTitle={page.title} documentReply={actionData} />
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Return to Home
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = pageFor(location.pathname);
  return pageMeta({
    title: page.title,
    description: page.description,
    path: location.pathname,
    origin: originFrom(matches),
  });
};
