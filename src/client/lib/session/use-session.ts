import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { ApiRequestError, authCall } from "~/client/lib/shop-fetch";

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
    // So a session ended in another tab or by a password reset is noticed.
    refetchOnWindowFocus: "always",
  });
  return { user: query.data ?? null, isPending: query.isPending };
}

/** `enabled` read from the cache when the query fetches, not the last render, which may still hold a signed-out user. */
export function useSignedInOnly(): boolean | (() => boolean) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Deferred, so the queries start in React's background render.
  const signedIn = useDeferredValue(user !== null);
  return signedIn ? signedInNow(queryClient) : false;
}

/** The cached user at the moment of a press, for a button that must not re-render when the session arrives. */
export function useCurrentUser(): () => SessionUser | null {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<SessionUser | null>(sessionQueryKey) ?? null;
}

/** `enabled` for a component that does not watch the session: false until a shopper is cached; PageReadiness starts it. */
export function signedInNow(queryClient: QueryClient): () => boolean {
  return () => queryClient.getQueryData<SessionUser | null>(sessionQueryKey) != null;
}
