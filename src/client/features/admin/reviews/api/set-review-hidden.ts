import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => {
      const review = api.admin.reviews[":id"];
      return call((hidden ? review.hide : review.unhide).$post({ param: { id: encodeURIComponent(id) } }));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.allReviews }),
  });
}
