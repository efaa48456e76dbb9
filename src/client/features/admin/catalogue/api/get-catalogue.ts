import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

/** Every product and bundle, hidden ones too, with where its stock stands. */
export function useAdminCatalogue() {
  return useQuery({ queryKey: adminKeys.catalogue, queryFn: async () => (await call(api.admin.catalogue.$get())).items });
}
