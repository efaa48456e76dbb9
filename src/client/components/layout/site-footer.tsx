import { Fragment } from "react";
import { Link } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import { SellerSmallPrint } from "../seller-details";
import { footerPolicyLinks, footerSiteLinks, socialLinks, type NavItem } from "./navigation";

const heading = "text-sm font-semibold uppercase tracking-wide";
const list = "mt-3 space-y-2 text-sm";

function LinkColumn({ label, title, links }: { label: string; title: string; links: NavItem[] }) {
  return (
    <nav aria-label={label}>
      <h2 className={heading}>{title}</h2>
      <ul className={list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-earth-900 text-mustard-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm text-mustard-100">{brand.tagline}.</p>
        </div>
        <div>
          <h2 className={heading}>Contact</h2>
          <ul className={list}>
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
              {socialLinks.map((link, index) => (
                <Fragment key={link.label}>
                  {index > 0 && " · "}
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {link.label}
                  </a>
                </Fragment>
              ))}
            </li>
          </ul>
        </div>
        <LinkColumn label="Site" title="Explore" links={footerSiteLinks} />
        <LinkColumn label="Policies" title="Policies" links={footerPolicyLinks} />
      </div>
      <div className="border-t border-white/10">
        <SellerSmallPrint />
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-mustard-100">
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
