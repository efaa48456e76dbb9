import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/client/features/admin/keys";
import { api, call } from "~/client/lib/api";

export { gstr1JsonHref } from "~/shared/gstr1";

/** The month's return, read from the month's stored invoices and credit notes. */
export function useGstr1(month: string) {
  return useQuery({
    queryKey: adminKeys.gstr1(month),
    queryFn: async () => (await call(api.admin.tax.gstr1[":month"].$get({ param: { month: encodeURIComponent(month) } }))).gstr1,
  });
}
