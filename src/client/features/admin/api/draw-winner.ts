import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

export function useDrawWinner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (month: string) => (await unwrap(api.admin["lucky-draw"][":month"].draw.$post({ param: { month } }))).draw,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.draws }),
  });
}
