import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/client/components/ui/cn";
import { paths } from "~/shared/paths";

/** An order named in a back-office list, linked to its page there. */
export function AdminOrderLink({ orderId, className, children }: { orderId: string; className?: string; children: ReactNode }) {
  return (
    <Link to={paths.adminOrder.getHref(orderId)} className={cn("font-semibold text-leaf-700 underline", className)}>
      {children}
    </Link>
  );
}
