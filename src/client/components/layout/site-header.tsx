import { useLingui } from "@lingui/react/macro";
import { Link, NavLink } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";
import { cn } from "~/client/components/ui/cn";
import { HeaderActions, type CartLinkSlot } from "./header-actions";
import { LanguageSwitch } from "./language-switch";
import { headerNavigation } from "./navigation";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";
import { useScrolledPast } from "./use-scrolled-past";

export const COMPACT_HEADER_THRESHOLD = 50;

/** Sticks with a negative top so the top bar scrolls away; compact past a threshold, the logo shrinking by transform so nothing below moves. */
export function SiteHeader({ cartLink }: { cartLink: CartLinkSlot }) {
  const compact = useScrolledPast(COMPACT_HEADER_THRESHOLD);
  const { t, i18n } = useLingui();
  return (
    <header data-compact={compact} className="sticky -top-10 z-40 sm:-top-8">
      <TopBar />
      <div className={cn("border-b border-mustard-100 transition-shadow", compact ? "bg-white/95 shadow-md backdrop-blur" : "bg-white")}>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-1 pl-1 pr-3 sm:gap-2 sm:px-4">
          <div className="flex items-center">
            <SideMenu />
            <Link
              to={paths.home.getHref()}
              data-testid="site-logo"
              className={cn("origin-left whitespace-nowrap text-sm font-extrabold text-leaf-800 transition-transform sm:text-xl", compact && "scale-[0.85]")}
            >
              <span aria-hidden="true" className="mr-1 text-mustard-500">●</span>
              {brand.name}
            </Link>
          </div>
          <nav aria-label={t`Main`} className="hidden md:block">
            <ul className="flex gap-3 text-sm font-medium lg:gap-5">
              {headerNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} className={({ isActive }) => (isActive ? "text-mustard-700 underline underline-offset-4" : "hover:text-mustard-700")} end>
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* Phones have it in the side menu, which shows below md exactly when this is hidden. */}
            <LanguageSwitch className="hidden rounded-full px-2 py-1 text-sm text-leaf-800 hover:bg-mustard-50 md:inline" />
            <HeaderActions cartLink={cartLink} />
          </div>
        </div>
      </div>
    </header>
  );
}
