import { Heart, LogIn, ShoppingCart } from "lucide-react";
import { Link, NavLink } from "react-router";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";

export const mainNavigation = [
  { label: "Home", href: paths.home.getHref() },
  { label: "Shop", href: paths.shop.getHref() },
  { label: "Bundles", href: paths.bundles.getHref() },
  { label: "Our Campaign", href: paths.campaign.getHref() },
  { label: "Our Story", href: paths.story.getHref() },
  { label: "Blog", href: paths.blog.getHref() },
  { label: "Contact", href: paths.contact.getHref() },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-mustard-100 bg-white">
      <div className="bg-leaf-800 px-4 py-1.5 text-center text-xs text-white sm:text-sm">
        Pan India Shipping + Same Day Delivery (Delhi-NCR) · Free Shipping Above ₹499
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home.getHref()} className="text-lg font-bold text-leaf-800 sm:text-xl">
          {brand.name}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-5 text-sm font-medium">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={({ isActive }) => (isActive ? "text-mustard-700" : "hover:text-mustard-700")} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <Link to={paths.wishlist.getHref()} aria-label="Wishlist" className="rounded-full p-2 hover:bg-mustard-50">
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          <Link to={paths.cart.getHref()} aria-label="Cart" className="rounded-full p-2 hover:bg-mustard-50">
            <ShoppingCart aria-hidden="true" className="size-5" />
          </Link>
          <Link to={paths.auth.getHref()} className="ml-1 flex items-center gap-1 rounded-full bg-leaf-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-leaf-800">
            <LogIn aria-hidden="true" className="size-4" />
            Sign In
          </Link>
        </div>
      </div>
    </header>
  );
}
