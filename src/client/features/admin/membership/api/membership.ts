import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import type { MemberStatusInput, MembershipSettingsInput } from "~/shared/schemas/admin-membership";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

export const membersCsvHref = "/api/admin/membership/csv";

export type MembersPage = ApiAnswer<typeof api.admin.membership.$get>;
export type ListedMember = MembersPage["rows"][number];

/** A page of members with their figures, and the programme's settings. */
export function useMembers(page: number) {
  return useQuery({ queryKey: adminKeys.members(page), queryFn: () => call(api.admin.membership.$get({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}

/** Referrals whose friend shares a phone number or an address with the member, newest first. */
export function useFlaggedReferrals(page: number) {
  return useQuery({
    queryKey: adminKeys.flaggedReferrals(page),
    queryFn: () => call(api.admin.membership["referrals-to-review"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}

export function useSaveMembershipSettings() {
  return useStaffChange(async (form: MembershipSettingsInput) => (await call(api.admin.membership.settings.$put({ json: form }))).settings, adminKeys.allMembers);
}

export function useSetMemberStatus() {
  return useStaffChange(
    async ({ userId, ...body }: MemberStatusInput & { userId: string }) =>
      (await call(api.admin.membership.members[":userId"].status.$post({ param: { userId: encodeURIComponent(userId) }, json: body }))).member,
    adminKeys.allMembers,
  );
}
