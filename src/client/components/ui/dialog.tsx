import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, KeyboardEvent } from "react";
import { RemoveScroll } from "react-remove-scroll";
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

/**
 * The document's body, named at once: given no container, Radix's portal renders nothing on its
 * first render and draws the dialog in a second one, which React runs synchronously from a layout
 * effect, however the opening was scheduled (decision 034). No dialog is open in a server render,
 * so a dialog's content only renders in the browser, where the body is there.
 */
const portalContainer = () => (typeof document === "undefined" ? undefined : document.body);

const overlayClasses = "fixed inset-0 z-50 bg-black/50";

function contentClasses(side: "center" | "left", className: string | undefined) {
  return cn(
    "fixed z-50 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none",
    side === "center" ? "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl" : "inset-y-0 left-0 w-4/5 max-w-xs",
    className,
  );
}

function CloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close aria-label={label} className="absolute right-3 top-3 rounded-full p-1.5 text-earth-900 hover:bg-mustard-50">
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

/**
 * Tab or Shift+Tab while the dialog's own box has focus (a press on its text puts it there) goes to
 * its first or last control. Radix's loop only acts from those controls, and the browser would take
 * focus to the page behind, which closes a non-modal dialog.
 */
function tabFromTheBoxIntoIt(event: KeyboardEvent<HTMLDivElement>) {
  const box = event.currentTarget;
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || event.target !== box) return;
  const controls = [...box.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']")];
  const next = event.shiftKey ? controls.at(-1) : controls[0];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A dialog that opens by itself as a page appears (the home page's lucky-draw pop-up), mounted
 * open. Modal to the shopper as `DialogContent` is: a backdrop that closes it when pressed, Escape,
 * focus kept inside (Tab loops), the page behind not scrolled by touch or wheel, and `aria-modal`
 * for assistive technology. But not through Radix's modal mode, which sets `pointer-events: none`
 * on the body and, for its scroll lock, a custom property there: both inherited, so the browser
 * restyled every element of the page in the frame after the pop-up opened (decision 040). Here the
 * backdrop takes the presses (a press outside the content closes it), the scroll lock only listens
 * (`react-remove-scroll` without its scroll-bar style), and Radix's non-modal content loops Tab
 * and Shift+Tab inside (from its own box too, below), and closes if focus is moved out some other
 * way.
 */
export function PopupDialog({ onOpenChange, className, children, closeLabel = "Close", onKeyDown, ...props }: Omit<ContentProps, "side"> & { onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={portalContainer()}>
        <div aria-hidden="true" className={overlayClasses} />
        <RemoveScroll removeScrollBar={false} allowPinchZoom>
          <DialogPrimitive.Content
            aria-modal="true"
            className={contentClasses("center", className)}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              tabFromTheBoxIntoIt(event);
            }}
            {...props}
          >
            {children}
            <CloseButton label={closeLabel} />
          </DialogPrimitive.Content>
        </RemoveScroll>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
