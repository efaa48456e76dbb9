import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { closeButtonClasses, contentClasses, descriptionClasses, overlayClasses, titleClasses } from "./dialog-classes";

// Radix gives focus trapping, Escape to close and aria wiring; these wrappers add the shop's look.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(titleClasses, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(descriptionClasses, className)} {...props} />;
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** "center" is a modal card; "left" is a side sheet (the small-screen menu). */
  side?: "center" | "left";
  closeLabel?: string;
};

/**
 * The document's body, named at once: given no container, Radix's portal renders nothing on its
 * first render and draws the dialog in a second one, which React runs synchronously from a layout
 * effect, however the opening was scheduled (decision 034). No dialog is open in a server render,
 * so a dialog's content only renders in the browser, where the body is there.
 */
const portalContainer = () => (typeof document === "undefined" ? undefined : document.body);

function CloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close aria-label={label} className={closeButtonClasses}>
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({ className, children, side = "center", closeLabel = "Close", ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal container={portalContainer()}>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content className={contentClasses(side, className)} {...props}>
        {children}
        <CloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
