import { NavLink } from "react-router";
import { cn } from "~/client/components/ui/cn";
import { paths } from "~/shared/paths";

const links = [
  { to: paths.admin.getHref(), label: "Dashboard", end: true },
  { to: paths.adminOrders.getHref(), label: "Orders", end: false },
  { to: paths.adminBankStatements.getHref(), label: "Bank statements", end: false },
  { to: paths.adminRefunds.getHref(), label: "Refunds", end: false },
  { to: paths.adminCatalogue.getHref(), label: "Catalogue", end: false },
  { to: paths.adminPromos.getHref(), label: "Promo codes", end: false },
  { to: paths.adminReviews.getHref(), label: "Reviews", end: false },
  { to: paths.adminSubscribers.getHref(), label: "Subscribers", end: false },
  { to: paths.adminMembership.getHref(), label: "Membership", end: false },
  { to: paths.adminLuckyDraw.getHref(), label: "Lucky draw", end: false },
  { to: paths.adminDelivery.getHref(), label: "Delivery", end: false },
  { to: paths.adminPayments.getHref(), label: "Payments", end: false },
  { to: paths.adminGstr1.getHref(), label: "Tax", end: false },
  { to: paths.adminComplaints.getHref(), label: "Complaints", end: false },
  { to: paths.adminReturns.getHref(), label: "Returns", end: false },
  { to: paths.adminStaff.getHref(), label: "Staff", end: false },
  { to: paths.adminEmails.getHref(), label: "E-mails", end: false },
  { to: paths.adminAudit.getHref(), label: "Audit log", end: false },
];

export function AdminNav() {
  return (
    <nav aria-label="Back office" className="relative -mx-4 overflow-x-auto border-b border-earth-900/15 px-4">
      <ul className="flex min-w-max gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn("inline-block border-b-2 px-3 py-2.5 text-sm font-semibold", isActive ? "border-leaf-700 text-leaf-800" : "border-transparent text-earth-900/80 hover:text-leaf-800")
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
