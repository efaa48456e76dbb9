import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, type ShouldRevalidateFunctionArgs, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { HeaderCartLink } from "./features/cart/components/header-cart-link";
import { LaunchBanner } from "./features/marketing/components/launch-banner";
import { EARLY_TAP_SCRIPT } from "./lib/early-taps/inline-script";
import { createQueryClient } from "./lib/query-client";
import { seededFromServer } from "./lib/session/server-snapshot";
import { rememberReferralFrom } from "./features/membership/referral";
import { ResumeIntent } from "./routes/resume-intent";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { PageReadiness } from "./lib/early-taps/page-readiness";
import { LanguageAlternates } from "./components/layout/language-alternates";
import { SkipLink } from "./components/layout/skip-link";
import { htmlLang, langOf, localize, unlocalized } from "~/shared/lang";
import { requestMessages } from "./lib/i18n/catalogs.server";
import { PageI18nProvider } from "./lib/i18n/provider";
import { DEVANAGARI_FONT_SCRIPT, keepDevanagariFontWhenIdle } from "./lib/devanagari-font";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  return (
    // The font script marks <html> before React hydrates it.
    <html lang={htmlLang[lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a3d1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <LanguageAlternates pathname={pathname} />
        {/* Names the Devanagari font before the first paint where the browser already holds it. */}
        <script dangerouslySetInnerHTML={{ __html: DEVANAGARI_FONT_SCRIPT }} />
        {/* Holds a tap on Add to cart, Buy Now or a heart until React can act on it (decision 024). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The header's, footer's and 404's words in the page's language; each page's loader adds its own.
 * Hindi pages also get `shared`: src/shared's words by their English text (English needs no catalogue for them).
 */
export const loader = ({ url }: Route.LoaderArgs) => requestMessages(url, langOf(url.pathname) === "hi" ? ["layout", "shared"] : ["layout"]);

/** The same words serve every page of a language: read again only when the language changes. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => langOf(currentUrl.pathname) !== langOf(nextUrl.pathname);

export default function App() {
  const matches = useMatches();
  // A page the server rendered for a signed-in shopper (cart, checkout) starts with their data in the cache.
  const location = useLocation();
  const [queryClient] = useState(() => seededFromServer(createQueryClient(), matches, langOf(location.pathname)));
  const isHome = unlocalized(location.pathname) === "/";
  // A member's share link (/r/{code}) arrives as ?ref={code}: kept for checkout.
  useEffect(() => rememberReferralFrom(location.search), [location.search]);
  const lang = langOf(location.pathname);
  useEffect(() => (lang === "hi" ? keepDevanagariFontWhenIdle() : undefined), [lang]);
  // Marks the document once React has taken over the prerendered HTML (browser tests wait for it
  // before they click, as a shopper's tap before then would not reach React).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <PageI18nProvider>
        <SkipLink />
        {isHome && <LaunchBanner />}
        <SiteHeader cartLink={(link) => <HeaderCartLink {...link} />} />
        <main id="main" className="min-h-[60vh]">
          <Outlet />
        </main>
        <SiteFooter />
        <PageReadiness />
        <ResumeIntent />
        <LazyToaster />
      </PageI18nProvider>
    </QueryClientProvider>
  );
}

// The error page can show before any catalogue has loaded, so its three phrases travel with the code.
const errorWords = {
  en: { notFound: "Oops! Page not found", failed: "Something went wrong", home: "Return to Home" },
  hi: { notFound: "माफ़ कीजिए! यह पेज नहीं मिला", failed: "कुछ गड़बड़ हो गई", home: "होम पेज पर जाएँ" },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langOf(useLocation().pathname);
  const words = errorWords[lang];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{notFound ? words.notFound : words.failed}</h1>
      <p className="mt-3">
        <a href={localize(lang, "/")} className="text-leaf-700 underline">
          {words.home}
        </a>
      </p>
    </main>
  );
}
