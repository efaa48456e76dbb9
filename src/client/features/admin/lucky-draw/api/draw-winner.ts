import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export function useDrawWinner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (month: string) => (await call(api.admin["lucky-draw"].months[":month"].draw.$post({ param: { month: encodeURIComponent(month) } }))).draw,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.draws }),
  });
}
