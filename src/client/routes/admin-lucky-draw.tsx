import { useSearchParams } from "react-router";
import { LuckyDrawPanel } from "~/client/features/admin/lucky-draw/components/lucky-draw-panel";
import { shopMonthOf } from "~/shared/format";

/** Last month in the shop's calendar: the one normally drawn. */
function previousShopMonth(): string {
  const [year, month] = shopMonthOf(new Date()).split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

export default function AdminLuckyDraw() {
  const [params, setParams] = useSearchParams();
  const month = params.get("month") ?? previousShopMonth();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Lucky draw</h1>
      <LuckyDrawPanel month={month} onMonth={(next) => setParams({ month: next })} />
    </>
  );
}
