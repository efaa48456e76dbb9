import { Outlet } from "react-router";
import { AdminNav } from "~/client/features/admin/shell/admin-nav";
import { RequireStaff } from "~/client/features/admin/shell/require-staff";
import { pageMeta } from "~/client/lib/meta";
import NotFound from "./not-found";

export const meta = () => [...pageMeta("Back office", "The shop's back office."), { name: "robots", content: "noindex" }];

/** The back office's frame: staff only (the server checks too), with its own navigation. */
export default function AdminLayout() {
  return (
    <RequireStaff notFound={<NotFound />}>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <p className="pt-6 text-sm font-semibold uppercase tracking-wide text-mustard-700">Back office</p>
        <AdminNav />
        <div className="pt-6">
          <Outlet />
        </div>
      </div>
    </RequireStaff>
  );
}
