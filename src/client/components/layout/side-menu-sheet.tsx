import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import type { LazyDialogProps } from "~/client/components/ui/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import { LanguageSwitch } from "./language-switch";
import { sideMenuNavigation } from "./navigation";

/** The small-screen menu's sheet, loaded on first open (side-menu.tsx). */
export default function SideMenuSheet({ onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t, i18n } = useLingui();
  const phone = brand.phoneDisplay;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel={t`Close menu`} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{brand.shortName}</DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>Pages of the shop</Trans>
        </DialogDescription>
        <nav aria-label={t`Menu`} className="mt-6">
          <ul className="space-y-1">
            {sideMenuNavigation.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) => `block rounded-md px-3 py-2.5 font-medium ${isActive ? "bg-leaf-700 text-white" : "hover:bg-mustard-50"}`}
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 px-3">
          <LanguageSwitch onSwitch={() => onOpenChange(false)} className="text-leaf-700 underline underline-offset-4" />
        </p>
        <p className="mt-6 text-sm">
          <Trans>
            Call us: <a href={brand.phoneHref} className="font-semibold underline">{phone}</a>
          </Trans>
        </p>
      </DialogContent>
    </Dialog>
  );
}
