import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";

/** The session query's key; the same as `sessionQueryKey` in features/auth/api/use-session.ts (lib sits below features). */
const SESSION_KEY = ["session"] as const;

export function createQueryClient() {
  // Any 401 means the session ended on the server (signed out elsewhere, expired, password reset):
  // re-reading the session makes the header and the private-page gates follow at once.
  const onError = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // One retry for a network hiccup; a 401 will not change on retry, and the gates should act at once.
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status === 401) && failureCount < 1,
      },
      mutations: { retry: 0 },
    },
  });
  return queryClient;
}
