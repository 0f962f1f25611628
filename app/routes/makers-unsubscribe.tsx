import { data } from "react-router";
import { OWNER_MAIL_SETTING_PATH, OWNER_MAIL_UNSUBSCRIBE_PATH } from "~/features/makers/owner-mail";
import { findOwnerMailLink, turnOffOwnerMailByLink } from "~/features/makers/owner-mail.server";
import { LinkPage, SiteLink, TokenButton } from "~/features/newsletter/components/link-page";
import { answerLink, LINK_PAGE_HEADERS } from "~/features/newsletter/link-token.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/makers-unsubscribe";

// The "Turn off these emails" link of every owner digest (docs/product.md#your-tools), as the
// alerts' link: opening it shows one button; a POST to the same address (the button, or a mail
// program's one-click request, RFC 8058) turns the emails off with no session. The token is the
// only authority, so the origin check lets it through from anywhere (server/origin-check.ts).

export function loader({ request }: Route.LoaderArgs) {
  return answerLink(request, findOwnerMailLink, (account, token) => ({
    state: account.enabled ? ("on" as const) : ("off" as const),
    email: account.email,
    token,
  }));
}

export function action({ request }: Route.ActionArgs) {
  return answerLink(request, turnOffOwnerMailByLink, (account) =>
    data({ state: "turned-off" as const, email: account.email }, { status: 200 }),
  );
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Turn off emails about your tools | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function MakersUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
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
            can turn these emails off on your{" "}
            <SiteLink to={OWNER_MAIL_SETTING_PATH}>profile</SiteLink>.
          </p>
        </LinkPage>
      );
    case "on":
      return (
        <LinkPage title="Turn off emails about your tools">
          <p>{`Stop emailing ${view.email} about new reviews and listing reports of the tools it owns? Nothing else changes.`}</p>
          <TokenButton
            action={`${OWNER_MAIL_UNSUBSCRIBE_PATH}?token=${view.token}`}
            label="Turn off these emails"
            busyLabel="Turning off..."
          />
        </LinkPage>
      );
    case "off":
    case "turned-off":
      return (
        <LinkPage title="Emails about your tools are off">
          <p>{`We will not email ${view.email} about reviews and reports of its tools.`}</p>
          <p>
            Changed your mind? Turn them on again on your{" "}
            <SiteLink to={OWNER_MAIL_SETTING_PATH}>profile</SiteLink>.
          </p>
        </LinkPage>
      );
  }
}
