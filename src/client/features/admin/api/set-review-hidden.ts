import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { adminKeys } from "./keys";

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest<{ hiddenAt: string | null }>("POST", `/admin/reviews/${encodeURIComponent(id)}/${hidden ? "hide" : "unhide"}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.allReviews }),
  });
}
