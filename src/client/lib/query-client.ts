import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./shop-fetch";
import { shopperDataRoots } from "./query-keys";
import { sessionQueryKey, signedInNow } from "./session/use-session";

export function createQueryClient() {
  // A 401 means the session ended on the server: re-reading it makes the header and private pages follow.
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
  // Shopper queries ask only while the cache holds a shopper, so a component still mounted after Logout stays idle.
  // A hook's own `enabled` replaces this one, so such a hook reads the cache too (useSignedInOnly).
  for (const root of shopperDataRoots) queryClient.setQueryDefaults([root], { enabled: signedInNow(queryClient) });
  return queryClient;
}
