import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";

/** The small-screen menu: a sheet from the left with every page, closed by a link, Escape or ✕. */
export function SideMenu() {
  const { t } = useLingui();
  return (
    <LazyDialogButton load={() => import("./side-menu-sheet")} dialogProps={{}} aria-label={t`Open menu`} className="rounded-full p-1.5 hover:bg-mustard-50 sm:p-2 md:hidden">
      <Menu aria-hidden="true" className="size-6" />
    </LazyDialogButton>
  );
}
