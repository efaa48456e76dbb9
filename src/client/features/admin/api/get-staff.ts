import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

export function useStaff() {
  return useQuery({ queryKey: adminKeys.staff, queryFn: async () => (await unwrap(api.admin.staff.$get())).staff });
}
