import { Menu } from "lucide-react";
import { DeferredDialogButton, deferredDialog } from "~/client/components/ui/deferred-dialog";

const sheet = deferredDialog(() => import("./side-menu-sheet"));

/** The small-screen menu: a sheet from the left with every page, closed by a link, Escape or ✕. */
export function SideMenu() {
  return (
    <DeferredDialogButton dialog={sheet} dialogProps={{}} aria-label="Open menu" className="rounded-full p-1.5 hover:bg-mustard-50 sm:p-2 md:hidden">
      <Menu aria-hidden="true" className="size-6" />
    </DeferredDialogButton>
  );
}
