import { SITE } from "~/lib/site";
import { LinkPage, SiteLink } from "./link-page";

/** Why an emailed link shows no subscriber: cut short (invalid), or naming no one (unknown). */
export type BrokenLink = { state: "invalid"; message: string } | { state: "unknown" };

/**
 * The page of a newsletter link that cannot be acted on, for the confirmation link (`confirm`)
 * and the unsubscribe link (`unsubscribe`): each says what to do next in its own words.
 */
export function BrokenLinkPage({
  link,
  purpose,
}: {
  link: BrokenLink;
  purpose: "confirm" | "unsubscribe";
}) {
  const subscribeAgain = (
    <p>
      <SiteLink to="/newsletter">Subscribe again</SiteLink> to get a new link.
    </p>
  );
  if (link.state === "invalid") {
    return (
      <LinkPage title="This link is incomplete">
        <p>{link.message}</p>
        {purpose === "confirm" ? subscribeAgain : null}
      </LinkPage>
    );
  }
  if (purpose === "confirm") {
    return (
      <LinkPage title="This link no longer works">
        <p>
          It may come from an older email: each time an address is subscribed again, only the newest
          email&apos;s link works. An address that was unsubscribed is no longer on our list.
        </p>
        {subscribeAgain}
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Nothing to unsubscribe">
      <p>
        This link names no address on our list: it was removed already, or the link comes from an
        older email (each new confirmation email replaces the links of the one before).
      </p>
      <p>
        {"Still getting our emails? Write to "}
        <a
          className="font-semibold text-brand-700 hover:underline"
          href={`mailto:${SITE.contactEmail}`}
        >
          {SITE.contactEmail}
        </a>
        {" and we will remove the address by hand."}
      </p>
    </LinkPage>
  );
}
