import { useSearchParams } from "react-router";
import { LuckyDrawPanel } from "~/client/features/admin/lucky-draw/components/lucky-draw-panel";
import { previousShopMonthOf } from "~/shared/format";

export default function AdminLuckyDraw() {
  const [params, setParams] = useSearchParams();
  const month = params.get("month") ?? previousShopMonthOf(new Date());
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Lucky draw</h1>
      <LuckyDrawPanel month={month} onMonth={(next) => setParams({ month: next })} />
    </>
  );
}
