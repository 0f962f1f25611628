import { Link } from "react-router";
import { SITE } from "~/lib/site";
import { FOOTER_CATEGORIES, FOOTER_LINKS } from "./constants";
import { FollowLinks } from "./follow-links";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-slate-900">{SITE.name}</p>
          <p className="mt-2 text-sm text-slate-600">{SITE.tagline}.</p>
          <h2 className="mt-6 text-sm font-semibold text-slate-900">Follow us</h2>
          <FollowLinks
            className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm"
            linkClassName="text-slate-700 hover:text-brand-700 hover:underline"
          />
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-slate-900">Resources</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Popular categories">
          <h2 className="text-sm font-semibold text-slate-900">Popular categories</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category}>
                <Link
                  to={`/categories/${encodeURIComponent(category)}`}
                  className="text-slate-700 hover:text-brand-700 hover:underline"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {SITE.name}
      </p>
    </footer>
  );
}
