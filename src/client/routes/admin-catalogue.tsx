import { CatalogueList } from "~/client/features/admin/catalogue/components/catalogue-list";

export default function AdminCatalogue() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-leaf-800">Catalogue</h1>
      <CatalogueList />
    </>
  );
}
