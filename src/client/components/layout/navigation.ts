import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";

// Each page's name in menus, written once.

const page = {
  home: { label: "Home", href: paths.home.getHref() },
  shop: { label: "Shop", href: paths.shop.getHref() },
  bundles: { label: "Bundles", href: paths.bundles.getHref() },
  campaign: { label: "Our Campaign", href: paths.campaign.getHref() },
  story: { label: "Our Story", href: paths.story.getHref() },
  whyChooseUs: { label: "Why Choose Us", href: paths.whyChooseUs.getHref() },
  blog: { label: "Blog", href: paths.blog.getHref() },
  labReports: { label: "Lab Reports", href: paths.labReports.getHref() },
  businessEnquiry: { label: "Business Enquiry", href: paths.businessEnquiry.getHref() },
  contact: { label: "Contact", href: paths.contact.getHref() },
};

export type NavItem = { label: string; href: string };

export const mainNavigation: NavItem[] = [page.home, page.shop, page.bundles, page.campaign, page.story, page.whyChooseUs, page.blog, page.labReports, page.contact];

/** The header's row leaves out the pages a visitor reaches from the footer and the side menu. */
export const headerNavigation = mainNavigation.filter((item) => item !== page.labReports && item !== page.whyChooseUs);

export const sideMenuNavigation: NavItem[] = [...mainNavigation, page.businessEnquiry];

export const footerSiteLinks: NavItem[] = [page.home, page.shop, page.bundles, page.campaign, page.story, page.whyChooseUs, page.labReports, page.blog, page.businessEnquiry, page.contact];

export const footerPolicyLinks: NavItem[] = [
  { label: "Terms of Service", href: paths.termsOfService.getHref() },
  { label: "Privacy Policy", href: paths.privacyPolicy.getHref() },
  { label: "Shipping Policy", href: paths.shippingPolicy.getHref() },
  { label: "Return & Refund Policy", href: paths.returnRefundPolicy.getHref() },
  { label: "Lucky Draw Terms", href: paths.termsLuckyDraw.getHref() },
];

export const socialLinks: NavItem[] = [
  { label: "Instagram", href: brand.social.instagram },
  { label: "Facebook", href: brand.social.facebook },
  { label: "YouTube", href: brand.social.youtube },
];
