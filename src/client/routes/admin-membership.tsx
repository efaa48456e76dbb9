import { useState } from "react";
import { useMembers } from "~/client/features/admin/membership/api/membership";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { FlaggedReferrals } from "~/client/features/admin/membership/components/flagged-referrals";
import { MembersTable } from "~/client/features/admin/membership/components/members-table";
import { MembershipSettingsForm } from "~/client/features/admin/membership/components/membership-settings-form";

export default function AdminMembership() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useMembers(page);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Membership</h1>
      {isPending ? <LoadingLine>Loading the membership programme…</LoadingLine> : null}
      {isError ? <p role="alert">The membership programme could not be loaded.</p> : null}
      {data ? (
        <div className="space-y-6">
          <MembershipSettingsForm settings={data.settings} />
          <MembersTable data={data} onPage={setPage} />
          <FlaggedReferrals />
        </div>
      ) : null}
    </>
  );
}
