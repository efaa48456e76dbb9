import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";

// Each page's name in menus, written once; translated where it is drawn.

const page = {
  home: { label: msg`Home`, href: paths.home.getHref() },
  shop: { label: msg`Shop`, href: paths.shop.getHref() },
  bundles: { label: msg`Bundles`, href: paths.bundles.getHref() },
  campaign: { label: msg`Our Campaign`, href: paths.campaign.getHref() },
  story: { label: msg`Our Story`, href: paths.story.getHref() },
  whyChooseUs: { label: msg`Why Choose Us`, href: paths.whyChooseUs.getHref() },
  blog: { label: msg`Blog`, href: paths.blog.getHref() },
  labReports: { label: msg`Lab Reports`, href: paths.labReports.getHref() },
  businessEnquiry: { label: msg`Business Enquiry`, href: paths.businessEnquiry.getHref() },
  contact: { label: msg`Contact`, href: paths.contact.getHref() },
};

export type NavItem = { label: MessageDescriptor; href: string };

export const mainNavigation: NavItem[] = [page.home, page.shop, page.bundles, page.campaign, page.story, page.whyChooseUs, page.blog, page.labReports, page.contact];

/** The header's row leaves out the pages a visitor reaches from the footer and the side menu. */
export const headerNavigation = mainNavigation.filter((item) => item !== page.labReports && item !== page.whyChooseUs);

export const sideMenuNavigation: NavItem[] = [...mainNavigation, page.businessEnquiry];

export const footerSiteLinks: NavItem[] = [page.home, page.shop, page.bundles, page.campaign, page.story, page.whyChooseUs, page.labReports, page.blog, page.businessEnquiry, page.contact];

export const footerPolicyLinks: NavItem[] = [
  { label: msg`Terms of Service`, href: paths.termsOfService.getHref() },
  { label: msg`Privacy Policy`, href: paths.privacyPolicy.getHref() },
  { label: msg`Shipping Policy`, href: paths.shippingPolicy.getHref() },
  { label: msg`Return & Refund Policy`, href: paths.returnRefundPolicy.getHref() },
  { label: msg`Lucky Draw Terms`, href: paths.termsLuckyDraw.getHref() },
];

/** Brand names, the same in every language. */
export const socialLinks: { label: string; href: string }[] = [
  { label: "Instagram", href: brand.social.instagram },
  { label: "Facebook", href: brand.social.facebook },
  { label: "YouTube", href: brand.social.youtube },
];
