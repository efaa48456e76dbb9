import { DataTable } from "~/client/components/ui/data-table";
import { Section } from "~/client/components/ui/section";
import { formatRupees } from "~/shared/money";
import type { Dashboard } from "../api/get-dashboard";

/** The period's best sellers by units, whole products and each pack size. */
export function TopSellers({ data }: { data: Dashboard }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopList id="top-products" title="Top products" lines={data.topProducts} />
      <TopList id="top-sizes" title="Top pack sizes" lines={data.topSizes} />
    </div>
  );
}

function TopList({ id, title, lines }: { id: string; title: string; lines: Dashboard["topProducts"] }) {
  return (
    <Section id={id} title={title} titleClassName="text-lg font-bold">
      {lines.length === 0 ? (
        <p className="mt-3 text-sm">Nothing sold in this period.</p>
      ) : (
        <div className="mt-3">
          <DataTable columns={["Item", "Units", "Sales"]}>
            {lines.map((line) => (
              <tr key={`${line.productId}-${line.sizeId ?? ""}`} className="border-t border-earth-900/10">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {line.size ? `${line.name}, ${line.size}` : line.name}
                </th>
                <td className="px-3 py-1.5">{line.units}</td>
                <td className="px-3 py-1.5">{formatRupees(line.revenuePaise)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </Section>
  );
}
