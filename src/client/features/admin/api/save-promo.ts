import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { AdminPromo, PromoFormInput } from "~/shared/schemas/admin-promos";
import { adminKeys } from "./keys";

/** Creates a code, or edits the one with `id`. */
export function useSavePromo(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PromoFormInput) =>
      (await apiRequest<{ promo: AdminPromo }>(id ? "PUT" : "POST", id ? `/admin/promos/${encodeURIComponent(id)}` : "/admin/promos", form)).promo,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.promos }),
  });
}
