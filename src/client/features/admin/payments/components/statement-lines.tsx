import { Link } from "react-router";
import { DataTable } from "~/client/components/ui/data-table";
import { Section } from "~/client/components/ui/section";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { LINE_OUTCOME_LABELS, type ReconciledLine, type StatementResult } from "~/shared/reconciliation";

type Reconciled = Extract<StatementResult, { status: "reconciled" }>;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** What the statement did: orders paid now, and every other credit left for staff to decide. */
export function StatementLines({ result }: { result: Reconciled }) {
  const paidNow = result.lines.filter((line) => line.outcome === "paid" && !line.seenBefore);
  const refundsOwed = result.lines.filter((line) => line.outcome === "refund_owed" && !line.seenBefore);
  const toDecide = result.lines.filter((line) => line.outcome !== "paid" && line.outcome !== "refund_owed");
  const readBefore = result.lines.filter((line) => line.seenBefore);
  return (
    <Section id="result" title={`Reconciled ${result.statementName}`} className="space-y-3" titleClassName="text-xl font-bold text-leaf-800">
      <p role="status" className="text-sm">
        {plural(paidNow.length, "order")} marked paid, {refundsOwed.length > 0 ? `${plural(refundsOwed.length, "refund")} owed on the refunds queue, ` : ""}
        {plural(toDecide.length, "credit")} to decide, {plural(readBefore.length, "line")} read before (changed nothing), {plural(result.debitsSkipped, "debit")} skipped.
      </p>
      {result.lines.length === 0 ? (
        <p>This statement has no credits.</p>
      ) : (
        <DataTable label="Credits in the statement" columns={["Line", "Date", "Amount", "UTR", "Order", "Result"]} minWidthClass="min-w-[44rem]">
          {result.lines.map((line) => (
            <LineRow key={line.lineNumber} line={line} />
          ))}
        </DataTable>
      )}
    </Section>
  );
}

function LineRow({ line }: { line: ReconciledLine }) {
  return (
    <tr className="border-t border-earth-900/10" data-outcome={line.outcome}>
      <td className="px-3 py-2">{line.lineNumber}</td>
      <td className="px-3 py-2 whitespace-nowrap">{line.bookedOn}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatRupees(line.amountPaise)}</td>
      <td className="px-3 py-2 font-mono">{line.utr ?? <span className="font-sans text-earth-900/70" title={line.narration}>None</span>}</td>
      <td className="px-3 py-2">
        {line.order ? (
          <Link to={paths.adminOrder.getHref(line.order.id)} className="text-leaf-700 underline">
            {line.order.orderNumber}
          </Link>
        ) : (
          "—"
        )}
        {line.order && line.outcome === "amount_differs" ? <span className="block text-xs">Order total {formatRupees(line.order.totalPaise)}</span> : null}
      </td>
      <td className="px-3 py-2">
        <StatusBadge status={line.outcome} tone={line.outcome === "paid" || line.outcome === "refund_owed" ? "delivered" : line.outcome === "no_utr" ? undefined : "pending"}>
          {LINE_OUTCOME_LABELS[line.outcome]}
        </StatusBadge>
        {line.seenBefore ? <span className="block text-xs text-earth-900/70">Read before: {line.seenBefore.statementName}, line {line.seenBefore.lineNumber}</span> : null}
      </td>
    </tr>
  );
}
