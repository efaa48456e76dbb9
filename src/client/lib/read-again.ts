import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * After a change on the server: read `queryKey` again. A read still in flight began before the
 * change, so it is dropped first: on a first load (no data yet) TanStack Query would otherwise
 * hand that stale answer to the new read, and a heart tapped as the page loaded would show empty.
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
