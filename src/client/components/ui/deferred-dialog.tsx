import { useCallback, useRef, type ButtonHTMLAttributes, type Ref } from "react";

// Dialogs on public pages load their code (Radix Dialog, focus trap, scroll lock) on first open:
// the page hydrates a plain button, and a phone does less work before it can respond. The dialog's
// own module renders <Dialog open> with the props below (see side-menu-sheet.tsx).

/** What a lazily loaded dialog component receives from the page that opens it. */
export type DeferredDialogProps = {
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where it was before the dialog opened. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The opening button's ref, and the handler that puts focus back on it when the dialog closes
 * (Radix does that only for its own Trigger, which would load with the page).
 */
export function useDialogOpener() {
  const opener = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (!opener.current) return;
    event.preventDefault();
    opener.current.focus();
  }, []);
  return { opener, onCloseAutoFocus };
}

type DialogOpenerProps = ButtonHTMLAttributes<HTMLButtonElement> & { open: boolean; ref?: Ref<HTMLButtonElement> };

/** The button that opens a deferred dialog, announced as Radix's trigger would be. */
export function DialogOpener({ open, ...props }: DialogOpenerProps) {
  return <button type="button" aria-haspopup="dialog" aria-expanded={open} {...props} />;
}
