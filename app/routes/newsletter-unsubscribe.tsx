import { data } from "react-router";
import { BrokenLinkPage } from "~/features/newsletter/components/broken-link-page";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "~/features/newsletter/constants";
import { linkTokenOf } from "~/features/newsletter/link-token.server";
import { findSubscriberByToken, unsubscribe } from "~/features/newsletter/mutations.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/newsletter-unsubscribe";

// The unsubscribe link of every newsletter email (decision 016). Opening it shows one button.
// A POST to the same address unsubscribes at once: that is the button, and the one-click request
// a mail program sends for List-Unsubscribe-Post (RFC 8058), with no session and no other field.
// The token is the only authority, so the origin check lets it through from anywhere
// (server/origin-check.ts), and the answer is a page, never a redirect.

const NO_ONE = { state: "unknown" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const link = linkTokenOf(request);
  if (!link.ok) return data({ state: "invalid", message: link.message } as const, { status: 400 });
  const subscriber = await findSubscriberByToken(link.token);
  if (!subscriber) return data(NO_ONE, { status: 404 });
  return { state: "subscribed" as const, email: subscriber.email, token: link.token };
}

export async function action({ request }: Route.ActionArgs) {
  const link = linkTokenOf(request);
  if (!link.ok) return data({ state: "invalid", message: link.message } as const, { status: 400 });
  const removed = await unsubscribe(link.token);
  if (!removed) return data(NO_ONE, { status: 404 });
  // Its status stands over the loader's, which runs again after it and finds no one.
  return data({ state: "unsubscribed" as const, email: removed.email }, { status: 200 });
}

// The page names an address: no shared cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

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
