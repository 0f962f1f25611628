import { data } from "react-router";
import { ALERTS_SETTING_PATH, ALERTS_UNSUBSCRIBE_PATH } from "~/features/alerts/constants";
import { findAlertLink, turnOffAlertsByLink } from "~/features/alerts/mutations.server";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import { answerLink, LINK_PAGE_HEADERS } from "~/features/newsletter/link-token.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/alerts-unsubscribe";

// The "Turn off these emails" link of every alert digest (docs/product.md#alerts-about-saved-tools).
// Opening it shows one button; a POST to the same address turns the alerts off at once: that is
// the button, and the one-click request a mail program sends for List-Unsubscribe-Post (RFC
// 8058), with no session. The token is the only authority, so the origin check lets it through
// from anywhere (server/origin-check.ts), and the answer is a page, never a redirect.

export function loader({ request }: Route.LoaderArgs) {
  return answerLink(request, findAlertLink, (account, token) => ({
    state: account.enabled ? ("on" as const) : ("off" as const),
    email: account.email,
    token,
  }));
}

export function action({ request }: Route.ActionArgs) {
  return answerLink(request, turnOffAlertsByLink, (account) =>
    data({ state: "turned-off" as const, email: account.email }, { status: 200 }),
  );
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Turn off alerts | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  switch (view.state) {
    case "invalid":
      return (
        <LinkPage title="This link is incomplete">
          <p>{view.message}</p>
        </LinkPage>
      );
    case "unknown":
      return (
        <LinkPage title="This link no longer works">
          <p>
            It names no account on {SITE.name}: the account may have been deleted. Signed in, you
            can turn alerts off on your <SiteLink to={ALERTS_SETTING_PATH}>profile</SiteLink>.
          </p>
        </LinkPage>
      );
    case "on":
      return (
        <LinkPage title="Turn off alerts about saved tools">
          <p>{`Stop emailing ${view.email} when a tool saved in its toolkit changes? The saved tools stay in the toolkit.`}</p>
          <TokenButton
            action={`${ALERTS_UNSUBSCRIBE_PATH}?token=${view.token}`}
            label="Turn off these emails"
            busyLabel="Turning off..."
          />
        </LinkPage>
      );
    case "off":
    case "turned-off":
      return (
        <LinkPage title="Alerts are off">
          <p>{`We will not email ${view.email} about changes to saved tools.`}</p>
          <p>
            Changed your mind? Turn them on again on your{" "}
            <SiteLink to={ALERTS_SETTING_PATH}>profile</SiteLink>.
          </p>
        </LinkPage>
      );
  }
}
