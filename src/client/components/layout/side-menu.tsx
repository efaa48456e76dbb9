import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/client/components/ui/dialog";
import { mainNavigation } from "./navigation";

/** The small-screen menu: a sheet from the left with every page, closed by a link, Escape or ✕. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger aria-label="Open menu" className="rounded-full p-2 hover:bg-mustard-50 md:hidden">
        <Menu aria-hidden="true" className="size-6" />
      </DialogTrigger>
      <DialogContent side="left" closeLabel="Close menu">
        <DialogTitle>{brand.shortName}</DialogTitle>
        <DialogDescription className="sr-only">Pages of the shop</DialogDescription>
        <nav aria-label="Menu" className="mt-6">
          <ul className="space-y-1">
            {[...mainNavigation, { label: "Business Enquiry", href: paths.businessEnquiry.getHref() }].map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) => `block rounded-md px-3 py-2.5 font-medium ${isActive ? "bg-leaf-700 text-white" : "hover:bg-mustard-50"}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm">
          Call us: <a href={brand.phoneHref} className="font-semibold underline">{brand.phoneDisplay}</a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
