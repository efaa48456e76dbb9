import { AuditTable } from "~/client/features/admin/audit/components/audit-table";

export default function AdminAudit() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Audit log</h1>
      <AuditTable />
    </>
  );
}
