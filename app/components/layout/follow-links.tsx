import { useRootData } from "~/lib/root-data";
import type { SocialLink } from "~/lib/social-links";

/** The blog's feed, always offered. */
export const RSS_LINK = { href: "/blog/rss.xml", label: "The blog by RSS" } as const;

/** The site's accounts elsewhere, from the operator's SOCIAL_LINKS (none when unset). */
export function useSocialLinks() {
  return useRootData<{ social?: SocialLink[] }>()?.social ?? [];
}

/**
 * Where to follow the site: the operator's social accounts and the RSS feed, plus any extra links
 * a page adds (the contact page adds the newsletter).
 */
export function FollowLinks({
  className,
  linkClassName,
  extra = [],
}: {
  className?: string;
  linkClassName: string;
  extra?: { href: string; label: string }[];
}) {
  const social = useSocialLinks();
  return (
    <ul className={className}>
      {social.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="me noopener noreferrer" className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
      {[RSS_LINK, ...extra].map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
