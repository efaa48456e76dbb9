import { PromoTable } from "~/client/features/admin/promos/components/promo-table";

export default function AdminPromos() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Promo codes</h1>
      <PromoTable />
    </>
  );
}
