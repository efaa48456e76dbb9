import { X } from "lucide-react";
import { createContext, useContext, useEffect, useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { RemoveScroll } from "react-remove-scroll";
import { cn } from "./cn";
import { closeButtonClasses, contentClasses, descriptionClasses, overlayClasses, titleClasses } from "./dialog-classes";

// A dialog that opens by itself as a page appears (the home page's lucky-draw pop-up), in plain
// React: no Radix, so opening it is one small render and commit, not Radix's layers, focus scope
// and presence, whose commit took 8-13 ms on the fast host at 1×, about ten times that on the
// target phone, a second after the page appeared (decision 040, addendum). Looks like `DialogContent`.

const Names = createContext<{ titleId: string; descriptionId: string }>({ titleId: "", descriptionId: "" });

export function PopupDialogTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 id={useContext(Names).titleId} className={cn(titleClasses, className)} {...props} />;
}

export function PopupDialogDescription({ className, ...props }: ComponentProps<"p">) {
  return <p id={useContext(Names).descriptionId} className={cn(descriptionClasses, className)} {...props} />;
}

type PopupDialogProps = {
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
};

/**
 * Mounted open, client only (nothing is open in a server render). Modal to the shopper: a backdrop
 * that closes it when pressed, Escape, Tab and Shift+Tab kept inside (looping at either end, and
 * from the dialog's own box, where a press on its text puts focus), the page behind not scrolled by
 * wheel or touch (`react-remove-scroll`, which only listens: nothing on `<body>` changes, so the
 * page is not restyled, decision 040), and `aria-modal` for assistive technology. Its first button
 * takes focus once the pop-up has been drawn (focusing as it mounts would lay the page out in the
 * same task, decision 034); closing gives focus back to where it was when it opened.
 */
export function PopupDialog({ onClose, closeLabel, children }: PopupDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The latest onClose, for the document's Escape listener, which is added once.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener("keydown", onKeyDown);
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const content = box.current;
        if (content && !content.contains(document.activeElement)) content.querySelector<HTMLElement>("button")?.focus();
      }, 0);
    });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      if (before?.isConnected && (document.activeElement === document.body || document.activeElement === null)) before.focus();
    };
  }, []);

  return createPortal(
    <Names.Provider value={{ titleId, descriptionId }}>
      <div aria-hidden="true" className={overlayClasses} onClick={onClose} />
      <RemoveScroll removeScrollBar={false} allowPinchZoom>
        <div
          ref={box}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          onKeyDown={loopTab}
          className={contentClasses("center")}
        >
          {children}
          <button type="button" aria-label={closeLabel} onClick={onClose} className={closeButtonClasses}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </RemoveScroll>
    </Names.Provider>,
    document.body,
  );
}

/** Tab from the last control (or the box itself) goes to the first, Shift+Tab from the first (or the box) to the last. */
function loopTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const box = event.currentTarget;
  const controls = [...box.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']")];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const from = event.target;
  const next = event.shiftKey ? (from === box || from === first ? last : null) : from === box || from === last ? first : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
