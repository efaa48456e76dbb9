import { useSearchParams } from "react-router";
import { Gstr1Panel } from "~/client/features/admin/tax/components/gstr1-panel";
import { previousShopMonthOf } from "~/shared/format";

/** Tax → GSTR-1: last month's return unless the address names another month. */
export default function AdminGstr1() {
  const [params, setParams] = useSearchParams();
  const month = params.get("month") ?? previousShopMonthOf(new Date());
  return (
    <>
      <p className="text-sm font-semibold text-earth-900/70">Tax</p>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">GSTR-1</h1>
      <Gstr1Panel month={month} onMonth={(next) => setParams({ month: next })} />
    </>
  );
}
