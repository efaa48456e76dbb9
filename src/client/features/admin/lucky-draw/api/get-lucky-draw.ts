import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export const entrantsCsvHref = (month: string) => `/api/admin/lucky-draw/months/${encodeURIComponent(month)}/entrants/csv`;

export function useEntrants(month: string) {
  return useQuery({
    queryKey: adminKeys.entrants(month),
    queryFn: () => call(api.admin["lucky-draw"].months[":month"].entrants.$get({ param: { month: encodeURIComponent(month) } })),
    enabled: /^\d{4}-(0[1-9]|1[0-2])$/.test(month),
  });
}

export function usePastDraws() {
  return useQuery({ queryKey: adminKeys.draws, queryFn: async () => (await call(api.admin["lucky-draw"].draws.$get())).draws });
}
