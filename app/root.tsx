import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { Header } from "~/components/layout/header";
import { LaterBackToTop, LaterFooter } from "~/components/layout/later-layout";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { PageViewReporter } from "~/features/analytics/components/page-view-reporter";
import { SavedToolsProvider } from "~/features/saved-tools/components/saved-tools-status";
import { getUser } from "~/features/accounts/session.server";
import { popularCategories } from "~/features/catalogue/vocabulary.server";
import { FOOTER_CATEGORY_COUNT } from "~/components/layout/constants";
import { PageToast } from "~/components/ui/page-toast";
import { getEnv } from "~/lib/env.server";
import { siteOrigin } from "~/lib/origin.server";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { THEME_SCRIPT, useTheme } from "~/components/layout/theme";
import { AFTER_PAINT_SCRIPT } from "~/lib/after-paint";
import { useNonce } from "~/lib/nonce";
import { unlessOnlyTheQueryChanged } from "~/lib/revalidation";
import { RootDataContext } from "~/lib/root-data";
import { SiteNavigationProvider } from "~/components/ui/site-link";
import { sessionUnreadableContext } from "~/lib/request-context";
import { NavigationRenderSlices } from "~/lib/render-slices";
import { takeToast, toastMiddleware } from "~/lib/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A signed-in visitor whose session cannot be read meanwhile gets the outage page. */
const sessionReadable: Route.MiddlewareFunction = ({ context }) => {
  if (context.get(sessionUnreadableContext)) throw data(null, { status: 503 });
};

export const middleware: Route.MiddlewareFunction[] = [sessionReadable, toastMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  return {
    // Without the database the footer only goes without its shortcuts.
    footerCategories: await popularCategories(FOOTER_CATEGORY_COUNT).catch(() => []),
    origin: siteOrigin(request),
    user: user ? { email: user.email, name: user.name, isAdmin: user.isAdmin } : null,
    toast: takeToast(context),
    social: getEnv().SOCIAL_LINKS,
    newsletterOffer: getEnv().NEWSLETTER_OFFER ?? null,
  };
}

/** Who is signed in, the footer and the toasts stay as they were for a new list of the same page. */
export const shouldRevalidate = unlessOnlyTheQueryChanged;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useTheme();
  // Assistive technology hears that the page is being replaced while the next one loads.
  const loading = useNavigation().state === "loading";
  const rootData = useRouteLoaderData("root");
  return (
    // The theme script sets the html element's class before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Runs before the first paint; its text is the server's alone, as the page has run it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_SCRIPT : "" }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f3fc9" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <NavigationRenderSlices />
        <RootDataContext value={rootData}>
          <SiteNavigationProvider>
            <Header />
            <main id="main" aria-busy={loading || undefined} className="flex-1">
              {children}
            </main>
            <LaterFooter />
          </SiteNavigationProvider>
        </RootDataContext>
        <LaterBackToTop />
        <PageViewReporter />
        <Toaster theme={theme} />
        <ScrollRestoration nonce={nonce} />
        {import.meta.env.SSR ? <Scripts nonce={nonce} /> : null}
        {/* Runs React Router's scripts once the page is painted (rendered by the server only). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_PAINT_SCRIPT : "" }}
        />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page as interactive (browser tests wait for it before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SavedToolsProvider>
      <PageToast toast={loaderData.toast} />
      <Outlet />
    </SavedToolsProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
