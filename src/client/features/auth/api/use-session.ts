import { useQuery, useQueryClient } from "@tanstack/react-query";

export type SessionUser = { id: string; email: string; name: string; role?: string };

export const sessionQueryKey = ["session"] as const;

/** The signed-in user (or null), read once and shared by every component through the query cache. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<SessionUser | null> => {
      const response = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      const body = (await response.json()) as { user?: SessionUser } | null;
      return body?.user ?? null;
    },
    staleTime: 60_000,
    // Coming back to the tab always re-checks (one small request), so a session ended in another
    // tab or by a password reset is noticed and the private page gates follow.
    refetchOnWindowFocus: "always",
  });
  return { user: query.data ?? null, isPending: query.isPending };
}

/**
 * `enabled` for a query of the signed-in shopper's own data. It reads the session from the cache
 * when the query is about to fetch, not from the last render: right after sign-out a component
 * can still hold the old user for a moment, and its refetch would only earn a 401.
 */
export function useSignedInOnly(): boolean | (() => boolean) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // `false` while signed out, so signing in is a change of `enabled` that starts the query.
  return user ? () => queryClient.getQueryData<SessionUser | null>(sessionQueryKey) != null : false;
}
