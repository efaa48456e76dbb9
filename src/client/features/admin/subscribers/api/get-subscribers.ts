import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export const subscribersCsvHref = "/api/admin/subscribers/csv";

export function useSubscribers(page: number) {
  return useQuery({ queryKey: adminKeys.subscribers(page), queryFn: () => call(api.admin.subscribers.$get({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}
