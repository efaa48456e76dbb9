import { lazy, Suspense, useRef, useState, type ButtonHTMLAttributes, type ComponentType } from "react";

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
        <Suspense fallback={null}>
          <dialog.Dialog {...dialogProps} onOpenChange={setOpen} onCloseAutoFocus={focusOpener} />
        </Suspense>
      )}
    </>
  );
}
