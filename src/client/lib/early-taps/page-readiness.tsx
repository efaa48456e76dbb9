import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "~/client/lib/session/use-session";
import { setPageReady } from "./early-tap-store";

/** Mounted once by the root: the one watcher of the session; once it is known, held taps act and waiting queries start. */
export function PageReadiness() {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  // In tasks of their own, in this order, so the session's synchronous commit and the fetches are not one long task.
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
