import { StaffPanel } from "~/client/features/admin/staff/components/staff-panel";

export default function AdminStaff() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Staff</h1>
      <StaffPanel />
    </>
  );
}
