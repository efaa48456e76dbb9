import type { ReactNode } from "react";
import { cn } from "~/client/components/ui/cn";

export type Column = string | { label: ReactNode; className?: string };

/** Scrolls sideways inside its frame on a phone; with `label`, the frame takes focus so a keyboard can scroll it. */
export function DataTable({ columns, minWidthClass, label, children }: { columns: Column[]; minWidthClass?: string; label?: string; children: ReactNode }) {
  const focusable = label ? ({ role: "region", "aria-label": label, tabIndex: 0 } as const) : {};
  return (
    <div {...focusable} className="relative overflow-x-auto rounded-lg border border-earth-900/15 bg-white focus-visible:outline-2 focus-visible:outline-leaf-700">
      <table className={cn("w-full text-left text-sm", minWidthClass)}>
        <thead className="bg-mustard-50">
          <tr>
            {columns.map((column, index) => {
              const { label, className } = typeof column === "string" ? { label: column, className: undefined } : column;
              return (
                <th key={index} scope="col" className={cn("px-3 py-2", className)}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
