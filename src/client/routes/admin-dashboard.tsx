import { DashboardCards } from "~/client/features/admin/dashboard/components/dashboard-cards";
import { ReminderOutcome } from "~/client/features/cart-reminders/components/reminder-outcome";

export default function AdminDashboard() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-leaf-800">Dashboard</h1>
      <DashboardCards />
      <div className="mt-6 max-w-sm">
        <ReminderOutcome />
      </div>
    </>
  );
}
