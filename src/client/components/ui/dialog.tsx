import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, KeyboardEvent } from "react";
import { Button } from "./button";
import { cn } from "./cn";

// Radix gives focus trapping, Escape to close and aria wiring; these wrappers add the shop's look.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-xl font-bold text-leaf-800", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-1 text-sm text-earth-900/80", className)} {...props} />;
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** "center" is a modal card; "left" is a side sheet (the small-screen menu). */
  side?: "center" | "left";
  closeLabel?: string;
};

/** Shift+Tab from the dialog's box goes to its last control: Radix loops only from the first and last controls. */
function shiftTabFromBox(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab" || !event.shiftKey || event.target !== event.currentTarget || event.defaultPrevented) return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex='0']");
  const last = controls[controls.length - 1];
  if (!last) return;
  event.preventDefault();
  last.focus();
}

export function DialogContent({ className, children, side = "center", closeLabel = "Close", onKeyDown, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none",
          side === "center" ? "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl" : "inset-y-0 left-0 w-4/5 max-w-xs",
          className,
        )}
        // Radix hides the rest of the page from assistive technology; aria-modal says so as well.
        aria-modal="true"
        onKeyDown={(event) => {
          onKeyDown?.(event);
          shiftTabFromBox(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close aria-label={closeLabel} className="absolute right-3 top-3 rounded-full p-1.5 text-earth-900 hover:bg-mustard-50">
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog form's last row: a button that closes it, and the submit button; both held while the request runs. */
export function DialogFormActions({ keepLabel, submitLabel, pendingLabel, pending, destructive = false }: { keepLabel: string; submitLabel: string; pendingLabel: string; pending: boolean; destructive?: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <DialogPrimitive.Close asChild>
        <Button variant="outline" disabled={pending}>
          {keepLabel}
        </Button>
      </DialogPrimitive.Close>
      <Button type="submit" variant={destructive ? "destructive" : "primary"} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
