import { data } from "react-router";
import { BrokenLinkPage } from "~/features/newsletter/components/broken-link-page";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "~/features/newsletter/constants";
import { linkTokenOf } from "~/features/newsletter/link-token.server";
import { confirmSubscription, findSubscriberByToken } from "~/features/newsletter/mutations.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/newsletter-confirm";

// The confirmation link of the newsletter's email (decision 016). Opening it shows one button;
// only the button's POST confirms, so a mail scanner that follows links confirms nothing.

const NO_ONE = { state: "unknown" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const link = linkTokenOf(request);
  if (!link.ok) return data({ state: "invalid", message: link.message } as const, { status: 400 });
  const subscriber = await findSubscriberByToken(link.token);
  if (!subscriber) return data(NO_ONE, { status: 404 });
  return {
    state: subscriber.confirmedAt ? ("confirmed" as const) : ("pending" as const),
    email: subscriber.email,
    token: link.token,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const link = linkTokenOf(request);
  if (!link.ok) return data({ state: "invalid", message: link.message } as const, { status: 400 });
  const confirmed = await confirmSubscription(link.token);
  if (!confirmed) return data(NO_ONE, { status: 404 });
  // Its status stands over the loader's, which runs again after it.
  return data(
    { state: "confirmed" as const, email: confirmed.email, token: link.token },
    { status: 200 },
  );
}

// The page names an address: no shared cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

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
