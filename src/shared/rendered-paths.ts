// Which of the shop's paths the build prerenders, the sitemap lists and the server renders: read
// by the build and the server only, so no page's JavaScript carries these lists.
import { LANGS, localize } from "./lang";
import { paths } from "./paths";

/** Public pages whose content ships with the code. */
const contentPaths: string[] = [
  paths.campaign.path,
  paths.story.path,
  paths.whyChooseUs.path,
  paths.businessEnquiry.path,
  paths.blog.path,
  paths.labReports.path,
  paths.contact.path,
  paths.termsLuckyDraw.path,
  paths.termsOfService.path,
  paths.privacyPolicy.path,
  paths.shippingPolicy.path,
  paths.returnRefundPolicy.path,
];

/** The public pages worth indexing in English: the sitemap lists them in both languages, and every product's and bundle's page. */
const englishIndexablePaths: string[] = [paths.home.path, paths.shop.path, paths.bundles.path, ...contentPaths];
export const indexablePaths: string[] = LANGS.flatMap((lang) => englishIndexablePaths.map((path) => localize(lang, path)));

/** Shopper pages prerendered in both languages: content pages and the frames of private pages. */
const shopperPrerendered: string[] = [
  ...contentPaths,
  paths.auth.path,
  paths.cart.path,
  paths.wishlist.path,
  paths.account.path,
  paths.checkout.path,
  paths.complaints.path,
  // Not a route: the catch-all route prerendered once per language, served with status 404 for unknown paths.
  "/404",
];

/** Prerendered: public pages whose content ships with the code, and the frame of every private page (the back office in English only). */
export const prerenderedPaths: string[] = [
  ...LANGS.flatMap((lang) => shopperPrerendered.map((path) => localize(lang, path))),
  paths.admin.path,
  paths.adminOrders.path,
  paths.adminCatalogue.path,
  paths.adminPromos.path,
  paths.adminReviews.path,
  paths.adminSubscribers.path,
  paths.adminLuckyDraw.path,
  paths.adminStaff.path,
  paths.adminAudit.path,
  paths.adminEmails.path,
  paths.adminMembership.path,
  paths.adminDelivery.path,
  paths.adminPayments.path,
  paths.adminGstr1.path,
  paths.adminComplaints.path,
  paths.adminReturns.path,
  paths.adminBankStatements.path,
  paths.adminRefunds.path,
];

/** Rendered by the server: catalogue pages (kept until the catalogue changes) and pages with an id or token in the address. */
const serverRendered: { pattern: RegExp; catalogue: boolean }[] = [
  { pattern: /^(?:\/hi)?\/?$/, catalogue: true },
  { pattern: /^(?:\/hi)?\/shop$/, catalogue: true },
  { pattern: /^(?:\/hi)?\/bundles$/, catalogue: true },
  { pattern: /^(?:\/hi)?\/shop\/[a-z0-9-]+$/, catalogue: true },
  { pattern: /^(?:\/hi)?\/bundles\/[a-z0-9-]+$/, catalogue: true },
  // Reads its token from the query while rendering: rendered with it, so hydration agrees.
  { pattern: /^(?:\/hi)?\/auth\/reset-password$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/confirm-order$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/notify-me\/confirm$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/unsubscribe$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/order-success\/[^/]+$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/account\/orders\/[^/]+$/, catalogue: false },
  { pattern: /^(?:\/hi)?\/account\/orders\/[^/]+\/pay$/, catalogue: false },
  { pattern: /^\/admin\/orders\/[^/]+$/, catalogue: false },
  { pattern: /^\/admin\/catalogue\/[^/]+$/, catalogue: false },
];

/** How the server renders a path (no trailing slash), or null when it is not one of its pages. */
export function serverRenderedPage(pathname: string): { catalogue: boolean } | null {
  const page = serverRendered.find(({ pattern }) => pattern.test(pathname));
  return page ? { catalogue: page.catalogue } : null;
}
