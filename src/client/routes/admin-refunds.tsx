import { RefundQueue } from "~/client/features/admin/refunds/components/refund-queue";
import { REFUND_DUE_DAYS } from "~/shared/refund";

export default function AdminRefunds() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Refunds</h1>
      <p className="mb-4 text-sm text-earth-900/80">
        Send each refund within {REFUND_DUE_DAYS} days of it being owed. Record the UTR of your transfer: the shopper is e-mailed, and their UPI ID or bank account is erased, leaving only its masked form.
      </p>
      <RefundQueue />
    </>
  );
}
