import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export function useStaff() {
  return useQuery({ queryKey: adminKeys.staff, queryFn: async () => (await call(api.admin.staff.$get())).staff });
}
