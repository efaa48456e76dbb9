import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

export function useSetReviewHidden() {
  return useStaffChange(
    ({ id, hidden }: { id: string; hidden: boolean }) => {
      const review = api.admin.reviews[":id"];
      return call((hidden ? review.hide : review.unhide).$post({ param: { id: encodeURIComponent(id) } }));
    },
    adminKeys.allReviews,
  );
}
