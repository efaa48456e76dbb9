import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./api";
import { sessionQueryKey } from "./session/use-session";

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
  return queryClient;
}
