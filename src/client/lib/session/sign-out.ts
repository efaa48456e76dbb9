import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { paths } from "~/shared/paths";
import { authCall } from "~/client/lib/shop-fetch";
import { isShopperData } from "~/client/lib/query-keys";
import { forgetIntent } from "./pending-intent";
import { forgetShopperDrafts } from "./shopper-drafts";
import { sessionQueryKey } from "./use-session";

export function signOut(): Promise<unknown> {
  return authCall("/sign-out", {});
}

/** When the shopper last pressed Logout in this tab (see leftBySignOut). */
let signedOutAt = 0;

/** Briefly true after Logout here, so a private page leaves for / (where Logout goes), not /auth. */
export function leftBySignOut(now = Date.now()): boolean {
  return now - signedOutAt < 10_000;
}

/** Reads of the shopper's data on their way, settled: one sent beside the sign-out could arrive after it. */
export function shopperReadsSettled(queryClient: QueryClient): Promise<unknown> {
  const fetching = queryClient.getQueryCache().findAll({ predicate: (query) => isShopperData(query.queryKey), fetchStatus: "fetching" });
  return Promise.allSettled(fetching.map((query) => query.promise));
}

/** Ends the session, then forgets this user's cache and drafts, so the next person at this browser never sees them. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useShopNavigate();
  return useMutation({
    mutationFn: async () => {
      await shopperReadsSettled(queryClient);
      return signOut();
    },
    onSuccess: async () => {
      signedOutAt = Date.now();
      forgetShopperDrafts();
      forgetIntent();
      // Leave first, so the private page is gone before it can see the session end.
      await navigate(paths.home.getHref());
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      toast.success("Signed out", { description: "You've been signed out successfully" });
    },
    onError: (error) => {
      toast.error("Error", { description: error.message });
    },
  });
}
