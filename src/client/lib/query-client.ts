import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./api";
import { shopperDataRoots } from "./query-keys";
import { sessionQueryKey, signedInNow } from "./session/use-session";

export function createQueryClient() {
  // Any 401 means the session ended on the server (signed out elsewhere, expired, password reset):
  // re-reading the session makes the header and the private-page gates follow at once.
  const onError = (error: Error) => {
    if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // One retry for a network hiccup; a 401 will not change on retry, and the gates should act at once.
        retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 1,
      },
      mutations: { retry: 0 },
    },
  });
  // The shopper's own data is asked only while the cache holds a shopper, read when the query is
  // about to fetch. After Logout a component still mounted re-creates a removed query on its next
  // render and would fetch it at once; this keeps it idle. A hook's own `enabled` replaces this one,
  // so such a hook reads the cache too (useSignedInOnly).
  for (const root of shopperDataRoots) queryClient.setQueryDefaults([root], { enabled: signedInNow(queryClient) });
  return queryClient;
}
