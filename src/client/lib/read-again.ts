import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Reads `queryKey` again, dropping a read in flight first: it began before the change and would hand its stale answer over. */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
