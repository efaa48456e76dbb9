import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";

/** Reads `queryKey` again, dropping a read in flight first: it began before the change and would hand its stale answer over. */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** A change to the shopper's data that reads `queryKey` again once it settles, done or refused, so the page shows what the server kept. */
export function useMutationReadingAgain<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => readAgain(queryClient, queryKey) });
}
