import { cn } from "./cn";

// The look shared by Radix's dialogs (dialog.tsx) and the plain pop-up (popup-dialog.tsx), kept
// apart from both so the pop-up's chunk does not bring Radix in.

export const overlayClasses = "fixed inset-0 z-50 bg-black/50";
export const titleClasses = "text-xl font-bold text-leaf-800";
export const descriptionClasses = "mt-1 text-sm text-earth-900/80";
export const closeButtonClasses = "absolute right-3 top-3 rounded-full p-1.5 text-earth-900 hover:bg-mustard-50";

/** "center" is a modal card; "left" is a side sheet (the small-screen menu). */
export function contentClasses(side: "center" | "left", className?: string) {
  return cn(
    "fixed z-50 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none",
    side === "center" ? "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl" : "inset-y-0 left-0 w-4/5 max-w-xs",
    className,
  );
}
