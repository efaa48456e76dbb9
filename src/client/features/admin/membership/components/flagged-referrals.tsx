import { useState } from "react";
import { DataTable } from "~/client/components/ui/data-table";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { Pager } from "~/client/components/ui/pager";
import { formatOrderDate } from "~/shared/format";
import { AdminOrderLink } from "../../shared/admin-order-link";
import { useFlaggedReferrals } from "../api/membership";

const COLUMNS = ["Order", "Placed", "Member", "Friend", "Shares"];

const shared = (phone: boolean, address: boolean) => (phone && address ? "Phone and address" : phone ? "Phone" : "Address");

/** Orders placed with a member's code whose friend shares a phone or an address with the member: for staff to review. */
export function FlaggedReferrals() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useFlaggedReferrals(page);
  return (
    <section aria-labelledby="flagged-title" className="space-y-4">
      <h2 id="flagged-title" className="text-lg font-bold text-leaf-800">
        Referrals to review
      </h2>
      <p className="text-sm">Orders placed with a member&apos;s code whose customer shares a phone number or an address with the member, on a saved address or an order.</p>
      {isPending ? <LoadingLine>Loading referrals to review…</LoadingLine> : null}
      {isError ? <p role="alert">The referrals to review could not be loaded.</p> : null}
      {data && data.rows.length === 0 ? <p>No referrals to review.</p> : null}
      {data && data.rows.length > 0 ? (
        <>
          <DataTable columns={COLUMNS} minWidthClass="min-w-[48rem]">
            {data.rows.map((row) => (
              <tr key={row.orderId} className="border-t border-earth-900/10">
                <td className="px-3 py-2">
                  <AdminOrderLink orderId={row.orderId}>{row.orderNumber}</AdminOrderLink>
                </td>
                <td className="px-3 py-2">{formatOrderDate(row.placedAt)}</td>
                <td className="px-3 py-2">
                  <span className="block font-semibold">{row.memberName}</span>
                  <span className="block font-mono text-xs">{row.memberCode}</span>
                </td>
                <td className="px-3 py-2">
                  <span className="block font-semibold">{row.friendName}</span>
                  <span className="block break-all text-xs text-earth-900/70">{row.friendEmail}</span>
                </td>
                <td className="px-3 py-2">{shared(row.sharesPhone, row.sharesAddress)}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="Referral pages" />
        </>
      ) : null}
    </section>
  );
}
