import { api, call } from "~/client/lib/api";
import type { PromoFormInput } from "~/shared/schemas/admin-promos";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

/** Creates a code, or edits the one with `id`. */
export function useSavePromo(id: string | null) {
  return useStaffChange(
    async (form: PromoFormInput) => {
      const saved = id ? call(api.admin.promos[":id"].$put({ param: { id: encodeURIComponent(id) }, json: form })) : call(api.admin.promos.$post({ json: form }));
      return (await saved).promo;
    },
    adminKeys.promos,
  );
}
