import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "~/client/lib/session/use-session";
import { setPageReady } from "./early-tap-store";

/**
 * Mounted once by the root: the one component that watches the session for the page's buttons.
 * Once the session is known, held taps may act (early-tap-store.ts), and the queries that waited
 * for a shopper without watching the session themselves (a card's wishlist heart,
 * `signedInNow`) are started.
 */
export function PageReadiness() {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  // Both in tasks of their own, in this order (timers of the same delay run in the order set): on a
  // page rendered for everyone the session's answer is rendered and committed synchronously, effects
  // included, and starting the queries' fetches inside that task made it one long blocking task
  // (issue 17).
  useEffect(() => {
    if (!userId) return;
    return inOwnTask(() => {
      void queryClient.refetchQueries(
        { type: "active", predicate: (query) => query.state.dataUpdatedAt === 0 && query.state.fetchStatus === "idle" },
        { cancelRefetch: false },
      );
    });
  }, [userId, queryClient]);
  // After the queries above are on their way, so a held tap's action finds the shopper's data coming.
  useEffect(() => inOwnTask(() => setPageReady(!isPending)), [isPending]);
  return null;
}

/** Runs `work` in a task of its own; the returned function cancels it (an effect's clean-up). */
function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
