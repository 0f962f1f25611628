import { isIP } from "node:net";
import { getDomain } from "tldts";

// Which domain a tool's website stands on, and which email addresses show control of it
// (docs/product.md#claiming-a-listing). The registrable domain comes from the Public Suffix
// List, its private section included, so `maker.github.io` is a domain of its own and
// `github.io` is nobody's.

/**
 * Domains whose addresses anyone can have: an address there proves nothing about a website.
 * The list names the large providers; a provider missing from it still has to be the tool's own
 * domain for its address to count.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "tuta.io",
  "qq.com",
  "163.com",
  "126.com",
]);

/**
 * Domains where many unrelated makers publish pages (code hosts, app stores, site builders,
 * social networks): a tool whose website is there cannot be claimed through that domain, since
 * its staff's addresses and pages speak for the host, not for the tool.
 */
export const SHARED_HOST_DOMAINS: ReadonlySet<string> = new Set([
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "codeberg.org",
  "sourceforge.net",
  "huggingface.co",
  "google.com",
  "apple.com",
  "microsoft.com",
  "notion.site",
  "medium.com",
  "substack.com",
  "wordpress.com",
  "wixsite.com",
  "producthunt.com",
  "x.com",
  "twitter.com",
  "linkedin.com",
  "youtube.com",
  "discord.com",
  "replit.com",
]);

export type WebsiteDomain =
  | {
      ok: true;
      /** The website's host, lower-cased. */
      host: string;
      /** Its registrable domain, or the address itself for a website on a bare IP address. */
      domain: string;
      /** Whether an email address can stand for it (not an IP address). */
      mail: boolean;
    }
  | { ok: false; reason: "invalid" | "shared" };

/** The domain a website stands on, or why it cannot be claimed through it. */
export function websiteDomain(website: string): WebsiteDomain {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return { ok: true, host: bare, domain: bare, mail: false };
  const domain = getDomain(host, { allowPrivateDomains: true });
  if (!domain) return { ok: false, reason: "invalid" };
  if (SHARED_HOST_DOMAINS.has(domain) || FREE_MAIL_DOMAINS.has(domain)) {
    return { ok: false, reason: "shared" };
  }
  return { ok: true, host, domain, mail: true };
}

/**
 * The domains an address may be on to stand for a website: its host and each parent of it down
 * to the registrable domain (`chat.example.com` → `chat.example.com`, `example.com`), a `www.`
 * host aside.
 */
export function claimableMailDomains(website: string): string[] {
  const found = websiteDomain(website);
  if (!found.ok || !found.mail) return [];
  const domains: string[] = [];
  for (let at = found.host; ; at = at.slice(at.indexOf(".") + 1)) {
    // Nobody has mail at www.: the web's own label is left out of the list shown.
    if (!at.startsWith("www.") || at === found.domain) domains.push(at);
    if (at === found.domain || !at.includes(".")) break;
  }
  return domains;
}

/** Whether an email address is on one of the domains that stand for the website. */
export function addressStandsFor(email: string, website: string) {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return !FREE_MAIL_DOMAINS.has(domain) && claimableMailDomains(website).includes(domain);
}

/** Whether a page answered from `url` still stands on the website's domain (after redirects). */
export function onWebsiteDomain(url: string, website: string) {
  const page = websiteDomain(url);
  const tool = websiteDomain(website);
  return page.ok && tool.ok && page.domain === tool.domain;
}
