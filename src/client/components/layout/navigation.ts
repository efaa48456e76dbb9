import { paths } from "~/shared/paths";

export const mainNavigation = [
  { label: "Home", href: paths.home.getHref() },
  { label: "Shop", href: paths.shop.getHref() },
  { label: "Bundles", href: paths.bundles.getHref() },
  { label: "Our Campaign", href: paths.campaign.getHref() },
  { label: "Our Story", href: paths.story.getHref() },
  { label: "Why Choose Us", href: paths.whyChooseUs.getHref() },
  { label: "Blog", href: paths.blog.getHref() },
  { label: "Lab Reports", href: paths.labReports.getHref() },
  { label: "Contact", href: paths.contact.getHref() },
] as const;
