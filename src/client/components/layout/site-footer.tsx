import { useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { Link } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import { SellerSmallPrint } from "../seller-details";
import { footerPolicyLinks, footerSiteLinks, socialLinks, type NavItem } from "./navigation";

const heading = "text-sm font-semibold uppercase tracking-wide";
const list = "mt-3 space-y-2 text-sm";

function LinkColumn({ label, title, links }: { label: string; title: string; links: NavItem[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label}>
      <h2 className={heading}>{title}</h2>
      <ul className={list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="hover:underline">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const shop = brand.name;
  return (
    <footer className="mt-16 bg-earth-900 text-mustard-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm text-mustard-100">{t`Cold-pressed mustard oils, organic pulses and grains from our family's fields.`}</p>
        </div>
        <div>
          <h2 className={heading}>{t`Contact`}</h2>
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
            <li>{t`Monday-Saturday 9:00 AM to 6:00 PM`}</li>
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
        <LinkColumn label={t`Site`} title={t`Explore`} links={footerSiteLinks} />
        <LinkColumn label={t`Policies`} title={t`Policies`} links={footerPolicyLinks} />
      </div>
      <div className="border-t border-white/10">
        <SellerSmallPrint />
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-mustard-100">
        {t`© ${year} ${shop}. All rights reserved.`}
      </p>
    </footer>
  );
}
