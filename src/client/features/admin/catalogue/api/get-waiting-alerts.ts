import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

/** Confirmed back-in-stock requests per size; under the catalogue's key, so a stock change refreshes it. */
export function useWaitingAlerts() {
  return useQuery({
    queryKey: [...adminKeys.catalogue, "stock-alerts"],
    queryFn: async () => (await call(api.admin["stock-alerts"].$get())).waiting,
  });
}

/** "3 waiting for restock" for the sizes asked (all of an item's, or one), or nothing. */
export function waitingText(waiting: { itemId: string; sizeId: string; waiting: number }[] | undefined, match: { itemId: string; sizeId?: string }): string | null {
  const count = (waiting ?? []).filter((row) => row.itemId === match.itemId && (!match.sizeId || row.sizeId === match.sizeId)).reduce((sum, row) => sum + row.waiting, 0);
  return count > 0 ? `${count} waiting for restock` : null;
}
