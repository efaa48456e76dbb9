import { type ComponentType, useEffect, useState } from "react";
import { loadWhenNeeded } from "~/client/lib/load-when-needed";
import { whenIdle } from "~/client/lib/when-idle";
import { onToastRaised, showWaitingToasts } from "~/client/lib/toast";

// Mounted when the browser is first idle after hydration; sonner hands earlier toasts over, and a failed fetch is retried online.
const loadToaster = loadWhenNeeded(() => import("./toaster"));

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () => {
      loadToaster().then(
        (module) => {
          if (!mounted) return;
          // Mounted for the visit: later toasts and a return online have nothing to fetch again.
          stopListening();
          window.removeEventListener("online", load);
          setToaster(() => module.default);
          // Toasts raised while sonner could not be fetched wait for it: it is here now.
          showWaitingToasts();
        },
        () => undefined,
      );
    };
    const stopListening = onToastRaised(load);
    window.addEventListener("online", load);
    const cancelIdle = whenIdle(load, 200);
    return () => {
      mounted = false;
      stopListening();
      window.removeEventListener("online", load);
      cancelIdle();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
