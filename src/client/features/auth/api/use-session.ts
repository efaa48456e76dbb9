import { useQuery } from "@tanstack/react-query";

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
