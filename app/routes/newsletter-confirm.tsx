import { data } from "react-router";
import { BrokenLinkPage } from "~/features/newsletter/components/broken-link-page";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "~/features/newsletter/constants";
import { answerLink, LINK_PAGE_HEADERS } from "~/features/newsletter/link-token.server";
import { confirmSubscription, findSubscriberByToken } from "~/features/newsletter/mutations.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/newsletter-confirm";

// The confirmation link of the newsletter's email (decision 016). Opening it shows one button;
// only the button's POST confirms, so a mail scanner that follows links confirms nothing.

export function loader({ request }: Route.LoaderArgs) {
  return answerLink(request, findSubscriberByToken, (subscriber, token) => ({
    state: subscriber.confirmedAt ? ("confirmed" as const) : ("pending" as const),
    email: subscriber.email,
    token,
  }));
}

export function action({ request }: Route.ActionArgs) {
  return answerLink(request, confirmSubscription, (confirmed, token) =>
    // Its status stands over the loader's, which runs again after it.
    data({ state: "confirmed" as const, email: confirmed.email, token }, { status: 200 }),
  );
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your subscription | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  switch (view.state) {
    case "invalid":
    case "unknown":
      return <BrokenLinkPage link={view} purpose="confirm" />;
    case "pending":
      return (
        <LinkPage
          title="Confirm your subscription"
          footer={
            <>
              {"Did not ask for it? "}
              <SiteLink to={`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${view.token}`}>
                Remove this address
              </SiteLink>
            </>
          }
        >
          <p>{`Send the ${SITE.name} newsletter to ${view.email}?`}</p>
          <TokenButton
            action={`${NEWSLETTER_CONFIRM_PATH}?token=${view.token}`}
            label="Confirm subscription"
            busyLabel="Confirming..."
          />
        </LinkPage>
      );
    case "confirmed":
      return (
        <LinkPage
          title="Your subscription is confirmed"
          footer={
            <SiteLink to={`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${view.token}`}>
              Unsubscribe
            </SiteLink>
          }
        >
          <p>{`${view.email} will receive the ${SITE.name} newsletter.`}</p>
          <p>Every issue has a link to unsubscribe with one click.</p>
          <p>
            <SiteLink to="/">Back to the directory</SiteLink>
          </p>
        </LinkPage>
      );
  }
}
