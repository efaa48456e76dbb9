import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { DialogOpener, useDialogOpener } from "~/client/components/ui/deferred-dialog";

const loadSheet = () => import("./side-menu-sheet");
const SideMenuSheet = lazy(loadSheet);

/** The small-screen menu: a sheet from the left with every page, closed by a link, Escape or ✕. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const { opener, onCloseAutoFocus } = useDialogOpener();
  return (
    <>
      <DialogOpener
        ref={opener}
        open={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        aria-label="Open menu"
        className="rounded-full p-2 hover:bg-mustard-50 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </DialogOpener>
      {open && (
        <Suspense fallback={null}>
          <SideMenuSheet onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      )}
    </>
  );
}
