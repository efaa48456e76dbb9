import { lazy, Suspense, useRef, useState, type ButtonHTMLAttributes, type ComponentType } from "react";
import { LoadFailure } from "./lazy-part";
import { toast } from "~/client/lib/toast";

/** What a dialog module opened by `LazyDialogButton` receives: it renders `<Dialog open>` with them. */
export type LazyDialogProps = {
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

type LazyDialogButtonProps<P> = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  load: () => Promise<{ default: ComponentType<P & LazyDialogProps> }>;
  dialogProps: P;
};

/** Loads its Radix dialog on the first press; takes focus back itself, since Radix returns it only to its own Trigger. */
export function LazyDialogButton<P>({ load, dialogProps, ...buttonProps }: LazyDialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const [LoadedDialog, setLoadedDialog] = useState(() => lazy(load));
  const opener = useRef<HTMLButtonElement>(null);
  const focusOpener = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} {...buttonProps} />
      {open && (
        <LoadFailure
          onFailure={() => {
            setOpen(false);
            setLoadedDialog(() => lazy(load));
            toast.error("Error", { description: "This could not be opened. Please check your connection and try again." });
          }}
        >
          <Suspense fallback={<Loading />}>
            <LoadedDialog {...dialogProps} onOpenChange={setOpen} onCloseAutoFocus={focusOpener} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}

/** Shown over the page while the dialog's code downloads. */
function Loading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/30">
      <span className="rounded-md bg-white px-4 py-2 text-sm font-medium shadow">Loading…</span>
    </div>
  );
}
