import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { ApiRequestError, authCall } from "~/client/lib/api";

export type SessionUser = { id: string; email: string; name: string; role?: string };

export const sessionQueryKey = ["session"] as const;

/** better-auth answers null when nobody is signed in; a refusal counts as signed out too. */
export async function getSession(): Promise<SessionUser | null> {
  try {
    const body = await authCall<{ user?: SessionUser } | null>("/get-session");
    return body?.user ?? null;
  } catch (error) {
    // No answer at all stays an error (the query retries); an answer that is not 2xx means no session.
    if (error instanceof ApiRequestError && error.status > 0) return null;
    throw error;
  }
}

/** The signed-in user (or null), read once and shared by every component through the query cache. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
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
  // Signing in changes `enabled`, which starts the query; from a deferred copy, so the queries start
  // in React's background render, not in the render of the session's arrival.
  const signedIn = useDeferredValue(user !== null);
  return signedIn ? signedInNow(queryClient) : false;
}

/**
 * The signed-in user as the cache holds it at the moment of a press, for a button that must not
 * re-render when the session arrives (a card's buttons: PageReadiness watches it for them).
 */
export function useCurrentUser(): () => SessionUser | null {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<SessionUser | null>(sessionQueryKey) ?? null;
}

/**
 * `enabled` for a query of the shopper's own data asked by a component that does not watch the
 * session: false until a shopper is in the cache; PageReadiness starts the query then.
 */
export function signedInNow(queryClient: QueryClient): () => boolean {
  return () => queryClient.getQueryData<SessionUser | null>(sessionQueryKey) != null;
}
