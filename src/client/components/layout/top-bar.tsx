import { useLingui } from "@lingui/react/macro";
import { Phone } from "lucide-react";
import { brand } from "~/shared/brand";
import { freeShippingFrom } from "../shipping-terms";
import { socialLinks } from "./navigation";

/** Fixed height (two lines on phones, one from sm), so the sticky bar below can offset by it exactly. */
export function TopBar() {
  const { t } = useLingui();
  return (
    <div className="h-10 bg-leaf-800 text-xs text-white sm:h-8">
      <div className="mx-auto flex h-full max-w-7xl flex-col items-center justify-center gap-x-4 px-4 sm:flex-row lg:justify-between">
        <ul className="hidden items-center gap-3 lg:flex" aria-label={t`Social networks`}>
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p>{t`Pan India Shipping + Same Day Delivery (Delhi-NCR)`}</p>
        <p className="flex items-center gap-3">
          <a href={brand.phoneHref} className="hidden items-center gap-1 hover:underline sm:flex">
            <Phone aria-hidden="true" className="size-3.5" />
            {brand.phoneDisplay}
          </a>
          <span className="font-semibold text-mustard-100">{t`Free Shipping Above ${freeShippingFrom}`}</span>
        </p>
      </div>
    </div>
  );
}
