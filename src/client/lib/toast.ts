import type { ExternalToast } from "sonner";
import { loadWhenNeeded } from "./load-when-needed";

/** sonner's `toast`, loaded at the first toast or when the Toaster mounts; toasts raised before wait, in order. */
const loadSonner = loadWhenNeeded(() => import("sonner"));
type Sonner = Awaited<ReturnType<typeof loadSonner>>;

const waiting: ((sonner: Sonner) => void)[] = [];
const raisedListeners = new Set<() => void>();

/** The page's translator for English words (a server's or a schema's message); PageI18nProvider sets it. */
let words = (text: string) => text;
export function translateToastsWith(translate: (text: string) => string): void {
  words = translate;
}

function raise(kind: "success" | "error", message: string, data?: ExternalToast): void {
  const description = typeof data?.description === "string" ? words(data.description) : data?.description;
  const shown = words(message);
  waiting.push((sonner) => sonner.toast[kind](shown, data && { ...data, description }));
  for (const listener of raisedListeners) listener();
  showWaitingToasts();
}

/** Shows the toasts waiting for sonner, once it is here; the Toaster calls it when it has loaded. */
export function showWaitingToasts(): void {
  loadSonner().then(
    (sonner) => {
      for (const show of waiting.splice(0)) {
        try {
          show(sonner);
        } catch (error) {
          console.error(error);
        }
      }
    },
    () => undefined,
  );
}

export const toast = {
  success: (message: string, data?: ExternalToast) => raise("success", message, data),
  error: (message: string, data?: ExternalToast) => raise("error", message, data),
};

/** Calls `listener` each time a toast is raised (the Toaster tries its fetch again); returns the unsubscribe. */
export function onToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}
