import { Component, lazy, Suspense, useRef, useState, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from "react";
import { toast } from "~/client/lib/toast";

// Dialogs on public pages load their code (Radix Dialog, focus trap, scroll lock) on first open:
// the page hydrates a plain button, and a phone does less work before it can respond. The dialog's
// own module renders <Dialog open> with the props below (see side-menu-sheet.tsx).

/** What a lazily loaded dialog component receives from the page that opens it. */
export type DeferredDialogProps = {
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where it was before the dialog opened. */
  onCloseAutoFocus: (event: Event) => void;
};

type DialogModule<P> = { default: ComponentType<P & DeferredDialogProps> };

/**
 * A dialog's module as a lazy component, with a way to start loading it early (on hover or
 * focus of its button). Call once per module, at module level.
 */
export function deferredDialog<P>(load: () => Promise<DialogModule<P>>) {
  return { load, Dialog: lazy(load) };
}

type DeferredDialogButtonProps<P> = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  dialog: ReturnType<typeof deferredDialog<P>>;
  dialogProps: P;
  /** Runs as the dialog opens, e.g. to fetch its data while its code loads. */
  onOpen?: () => void;
};

/** The button that opens a deferred dialog, announced as Radix's trigger would be, and given focus back on close. */
export function DeferredDialogButton<P>({ dialog, dialogProps, onOpen, ...buttonProps }: DeferredDialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  // A failed load is remembered by React.lazy; after one, the next press loads afresh.
  const [LoadedDialog, setLoadedDialog] = useState(() => dialog.Dialog);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => void dialog.load();
  // Radix gives focus back only to its own Trigger, which would load with the page.
  const focusOpener = (event: Event) => {
    if (!opener.current) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
        {...buttonProps}
      />
      {open && (
        <LoadFailure
          onFailure={() => {
            setOpen(false);
            setLoadedDialog(() => lazy(dialog.load));
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

/** Shown over the page while a dialog's code downloads (a moment on a slow network). */
function Loading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/30">
      <span className="rounded-md bg-white px-4 py-2 text-sm font-medium shadow">Loading…</span>
    </div>
  );
}

/** A dialog whose code could not be loaded (offline, or a tab older than the last deploy) or shown closes instead of breaking the page. */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
