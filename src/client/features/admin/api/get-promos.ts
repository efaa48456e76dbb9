import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "./keys";

export type AdminPromo = ApiAnswer<typeof api.admin.promos.$get>["promos"][number];

export function usePromos() {
  return useQuery({ queryKey: adminKeys.promos, queryFn: async () => (await call(api.admin.promos.$get())).promos });
}
