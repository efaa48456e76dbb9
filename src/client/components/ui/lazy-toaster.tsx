import { type ComponentType, useEffect, useState } from "react";
import { loadWhenNeeded } from "~/client/lib/load-when-needed";
import { whenIdle } from "~/client/lib/when-idle";
import { onToastRaised, showWaitingToasts } from "~/client/lib/toast";

// sonner's Toaster is not needed to paint or to hydrate a page, only to show a toast: it mounts
// when the browser is first idle after hydration (at most 2 s later). A toast raised before then is
// not lost: sonner hands the toasts still showing to a Toaster when it subscribes. If the fetch
// fails (the phone lost its network), the page goes on without it and tries again when the browser
// is back online or a toast is raised.
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
