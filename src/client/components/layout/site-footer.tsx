import { Link } from "react-router";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";

const siteLinks = [
  { label: "Home", href: paths.home.getHref() },
  { label: "Shop", href: paths.shop.getHref() },
  { label: "Bundles", href: paths.bundles.getHref() },
  { label: "Our Campaign", href: paths.campaign.getHref() },
  { label: "Our Story", href: paths.story.getHref() },
  { label: "Why Choose Us", href: paths.whyChooseUs.getHref() },
  { label: "Lab Reports", href: paths.labReports.getHref() },
  { label: "Blog", href: paths.blog.getHref() },
  { label: "Business Enquiry", href: paths.businessEnquiry.getHref() },
  { label: "Contact", href: paths.contact.getHref() },
];

const legalLinks = [
  { label: "Terms of Service", href: paths.termsOfService.getHref() },
  { label: "Privacy Policy", href: paths.privacyPolicy.getHref() },
  { label: "Shipping Policy", href: paths.shippingPolicy.getHref() },
  { label: "Return & Refund Policy", href: paths.returnRefundPolicy.getHref() },
  { label: "Lucky Draw Terms", href: paths.termsLuckyDraw.getHref() },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-earth-900 text-mustard-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm text-mustard-100">{brand.tagline}.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={brand.phoneHref} className="hover:underline">
                {brand.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${brand.supportEmail}`} className="hover:underline">
                {brand.supportEmail}
              </a>
            </li>
            <li>Monday-Saturday 9:00 AM to 6:00 PM</li>
            <li>
              <a href={brand.social.instagram} target="_blank" rel="noopener noreferrer" className="hover:underline">
                Instagram
              </a>
              {" · "}
              <a href={brand.social.facebook} target="_blank" rel="noopener noreferrer" className="hover:underline">
                Facebook
              </a>
              {" · "}
              <a href={brand.social.youtube} target="_blank" rel="noopener noreferrer" className="hover:underline">
                YouTube
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Site">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {siteLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Policies</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-mustard-100">
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
