import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { PromoFormInput } from "~/shared/schemas/admin-promos";
import { adminKeys } from "~/client/features/admin/keys";

/** Creates a code, or edits the one with `id`. */
export function useSavePromo(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PromoFormInput) => {
      const saved = id ? call(api.admin.promos[":id"].$put({ param: { id: encodeURIComponent(id) }, json: form })) : call(api.admin.promos.$post({ json: form }));
      return (await saved).promo;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.promos }),
  });
}
