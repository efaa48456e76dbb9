import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export type AdminPromo = ApiAnswer<typeof api.admin.promos.$get>["promos"][number];

/** Every code, and the items a product-scoped code can name (with today's prices). */
export function usePromos() {
  return useQuery({ queryKey: adminKeys.promos, queryFn: () => call(api.admin.promos.$get()) });
}
