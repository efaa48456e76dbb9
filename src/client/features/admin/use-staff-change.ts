import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/** A back-office change: once the server has it, the lists it affects read again. */
export function useStaffChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>, ...affects: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of affects) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
