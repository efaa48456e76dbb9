import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

export function usePromos() {
  return useQuery({ queryKey: adminKeys.promos, queryFn: async () => (await unwrap(api.admin.promos.$get())).promos });
}
