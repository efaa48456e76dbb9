import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "./keys";

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(hidden ? api.admin.reviews[":id"].hide.$post({ param: { id } }) : api.admin.reviews[":id"].unhide.$post({ param: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.allReviews }),
  });
}
