import { memo } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { categoryPath } from "~/lib/paths";
import { useRootData } from "~/lib/root-data";
import { SITE } from "~/lib/site";
import { FOOTER_LINKS } from "./constants";
import { FollowLinks } from "./follow-links";

// On phones each link is a row tall enough to tap; from md the columns are set closer.
const FOOTER_LINK =
  "inline-flex min-h-11 items-center text-slate-700 hover:text-brand-700 hover:underline md:min-h-0";

/** The site's footer, drawn again only when the root's data changes. */
export const Footer = memo(function Footer() {
  const categories = useRootData<{ footerCategories?: string[] }>()?.footerCategories ?? [];
  return (
    <footer className="render-when-near mt-16 border-t border-slate-200 bg-slate-50 [--near-size:49rem] md:[--near-size:18rem]">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-slate-900">{SITE.name}</p>
          <p className="mt-2 text-sm text-slate-600">{SITE.tagline}.</p>
          <h2 className="mt-6 text-sm font-semibold text-slate-900">Follow us</h2>
          <FollowLinks
            className="mt-1 flex flex-wrap gap-x-4 text-sm md:mt-3 md:gap-y-2"
            linkClassName={FOOTER_LINK}
          />
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-slate-900">Resources</h2>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 text-sm md:mt-3 md:gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to} className="min-w-0">
                <SiteLink to={link.to} className={FOOTER_LINK}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {categories.length > 0 ? (
          <nav aria-label="Popular categories">
            <h2 className="text-sm font-semibold text-slate-900">Popular categories</h2>
            <ul className="mt-1 text-sm md:mt-3 md:space-y-2">
              {categories.map((category) => (
                <li key={category}>
                  <SiteLink to={categoryPath(category)} className={FOOTER_LINK}>
                    {category}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {SITE.name}
      </p>
    </footer>
  );
});
