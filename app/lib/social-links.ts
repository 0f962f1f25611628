// The networks the operator can link to (SOCIAL_LINKS), with the names their links carry. Plain
// values: the footer and the contact page render them.

export const SOCIAL_NETWORKS = {
  x: "X",
  linkedin: "LinkedIn",
  github: "GitHub",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  youtube: "YouTube",
  discord: "Discord",
  facebook: "Facebook",
  instagram: "Instagram",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** One of the site's accounts elsewhere, as the pages show it. */
export type SocialLink = { network: SocialNetwork; label: string; url: string };
