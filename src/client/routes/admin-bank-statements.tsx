import { StatementUpload } from "~/client/features/admin/payments/components/statement-upload";

export default function AdminBankStatements() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Bank statements</h1>
      <p className="mb-4 text-sm text-earth-900/80">
        Upload the bank account&apos;s statement to reconcile UPI payments. A credit whose UTR and amount both match a UPI order marks it paid; every other credit is listed for you to decide, and nothing is marked on a guess. Uploading the same statement again changes nothing.
      </p>
      <StatementUpload />
    </>
  );
}
