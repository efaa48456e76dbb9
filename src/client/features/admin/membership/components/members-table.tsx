import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import { FormField } from "~/client/components/ui/form-field";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatOrderDate } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { memberStatusSchema, SUSPEND_REASON_MAX } from "~/shared/schemas/admin-membership";
import { membersCsvHref, useSetMemberStatus, type ListedMember, type MembersPage } from "../api/membership";
import { DataTable } from "~/client/components/ui/data-table";
import { errorText } from "~/client/lib/format";
import { Pager } from "~/client/components/ui/pager";
import { SaveButton } from "~/client/components/ui/save-button";

const COLUMNS = ["Member", "Code", "Status", "Joined", "Friends brought", "Delivered", "Earned", "Spent", "Expired", "Available", { label: <span className="sr-only">Actions</span> }];

/** The members with their friends and rewards, a page at a time, each with Suspend or Reactivate. */
export function MembersTable({ data, onPage }: { data: MembersPage; onPage: (page: number) => void }) {
  const [changing, setChanging] = useState<ListedMember | null>(null);
  return (
    <section aria-labelledby="members-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="members-title" className="text-lg font-bold text-leaf-800">
          Members
        </h2>
        <p>{data.total === 1 ? "1 member" : `${data.total} members`}</p>
        <a href={membersCsvHref} download className={buttonClasses({ variant: "outline", className: "ml-auto" })}>
          Download CSV
        </a>
      </div>
      {data.rows.length === 0 ? <p>No members yet. Customers join after their first delivered order.</p> : null}
      {data.rows.length > 0 ? (
        <DataTable columns={COLUMNS} minWidthClass="min-w-[64rem]">
          {data.rows.map((member) => (
            <tr key={member.userId} className="border-t border-earth-900/10">
              <td className="px-3 py-2">
                <span className="block font-semibold">{member.name}</span>
                <span className="block break-all text-xs text-earth-900/70">{member.email}</span>
              </td>
              <td className="px-3 py-2 font-mono">{member.code}</td>
              <td className="px-3 py-2">
                <StatusBadge status={member.status} tone={member.status === "active" ? "delivered" : "cancelled"}>
                  {member.status === "active" ? "Active" : "Suspended"}
                </StatusBadge>
              </td>
              <td className="px-3 py-2">{formatOrderDate(member.joinedAt)}</td>
              <td className="px-3 py-2">{member.friendsBrought}</td>
              <td className="px-3 py-2">{member.friendsDelivered}</td>
              <td className="px-3 py-2">{formatRupees(member.earnedPaise)}</td>
              <td className="px-3 py-2">{formatRupees(member.spentPaise)}</td>
              <td className="px-3 py-2">{formatRupees(member.expiredPaise)}</td>
              <td className="px-3 py-2">
                {formatRupees(member.availablePaise)}
                {member.status === "suspended" && member.availablePaise > 0 ? <span className="block text-xs">Frozen</span> : null}
              </td>
              <td className="px-3 py-2 text-right">
                <Button variant={member.status === "active" ? "destructive" : "outline"} size="sm" onClick={() => setChanging(member)} aria-label={`${member.status === "active" ? "Suspend" : "Reactivate"} ${member.name}`}>
                  {member.status === "active" ? "Suspend" : "Reactivate"}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pager page={data.page} hasMore={data.hasMore} onPage={onPage} label="Member pages" />
      <Dialog open={changing !== null} onOpenChange={(open) => !open && setChanging(null)}>
        <DialogContent>{changing ? <StatusDialog key={changing.userId} member={changing} onDone={() => setChanging(null)} /> : null}</DialogContent>
      </Dialog>
    </section>
  );
}

/** Confirms a suspension (with the reason the audit log keeps) or a reactivation. */
function StatusDialog({ member, onDone }: { member: ListedMember; onDone: () => void }) {
  const suspending = member.status === "active";
  const setStatus = useSetMemberStatus();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setStatus.isPending) return;
    const body = { status: suspending ? ("suspended" as const) : ("active" as const), reason };
    const checked = memberStatusSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById("member-status-reason")?.focus();
      return;
    }
    setStatus.mutate(
      { userId: member.userId, ...body },
      {
        onSuccess: () => {
          toast.success(suspending ? "Member suspended" : "Member reactivated", {
            description: suspending ? `${member.code} gives no discount and ${member.name}'s rewards are frozen.` : `${member.code} works again.`,
          });
          onDone();
        },
        onError: (failure) => toast.error(suspending ? "Could not suspend the member" : "Could not reactivate the member", { description: errorText(failure) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogTitle>{suspending ? `Suspend ${member.name}?` : `Reactivate ${member.name}?`}</DialogTitle>
      <DialogDescription>
        {suspending
          ? `Their code ${member.code} stops giving a discount and their rewards are frozen until you reactivate them.`
          : `Their code ${member.code} works again and their unexpired rewards can be spent.`}
      </DialogDescription>
      <FormField
        id="member-status-reason"
        label={suspending ? "Reason" : "Note (optional)"}
        required={suspending}
        multiline
        rows={3}
        maxLength={SUSPEND_REASON_MAX}
        hint="Kept in the audit log"
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SaveButton pending={setStatus.isPending} pendingLabel={suspending ? "Suspending…" : "Reactivating…"}>
          {suspending ? "Suspend member" : "Reactivate member"}
        </SaveButton>
      </div>
    </form>
  );
}
