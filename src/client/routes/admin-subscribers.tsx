import { SubscribersTable } from "~/client/features/admin/subscribers/components/subscribers-table";

export default function AdminSubscribers() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Newsletter subscribers</h1>
      <SubscribersTable />
    </>
  );
}
