import { data } from "react-router";
import { BrokenLinkPage } from "~/features/newsletter/components/broken-link-page";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "~/features/newsletter/constants";
import { answerLink, LINK_PAGE_HEADERS } from "~/features/newsletter/link-token.server";
import { findSubscriberByToken, unsubscribe } from "~/features/newsletter/mutations.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/newsletter-unsubscribe";

// The unsubscribe link of every newsletter email (decision 016). Opening it shows one button.
// A POST to the same address unsubscribes at once: that is the button, and the one-click request
// a mail program sends for List-Unsubscribe-Post (RFC 8058), with no session and no other field.
// The token is the only authority, so the origin check lets it through from anywhere
// (server/origin-check.ts), and the answer is a page, never a redirect.

export function loader({ request }: Route.LoaderArgs) {
  return answerLink(request, findSubscriberByToken, (subscriber, token) => ({
    state: "subscribed" as const,
    email: subscriber.email,
    token,
  }));
}

export function action({ request }: Route.ActionArgs) {
  return answerLink(request, unsubscribe, (removed) =>
    // Its status stands over the loader's, which runs again after it and finds no one.
    data({ state: "unsubscribed" as const, email: removed.email }, { status: 200 }),
  );
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  switch (view.state) {
    case "invalid":
    case "unknown":
      return <BrokenLinkPage link={view} purpose="unsubscribe" />;
    case "subscribed":
      return (
        <LinkPage title="Unsubscribe from the newsletter">
          <p>{`Stop sending the ${SITE.name} newsletter to ${view.email}? The address is deleted from our list.`}</p>
          <TokenButton
            action={`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${view.token}`}
            label="Unsubscribe"
            busyLabel="Unsubscribing..."
          />
        </LinkPage>
      );
    case "unsubscribed":
      return (
        <LinkPage title="You are unsubscribed">
          <p>{`${view.email} is no longer on our list, and we will not send it the newsletter again.`}</p>
          <p>
            Changed your mind? <SiteLink to="/newsletter">Subscribe again</SiteLink>.
          </p>
        </LinkPage>
      );
  }
}
