import { Link } from "react-router";
import { CatalogueItemDetail } from "~/client/features/admin/catalogue/components/catalogue-item-detail";
import { paths } from "~/shared/paths";
import type { Route } from "./+types/admin-catalogue-item";

export default function AdminCatalogueItem({ params }: Route.ComponentProps) {
  return (
    <>
      <p className="mb-4">
        <Link to={paths.adminCatalogue.getHref()} className="text-sm text-leaf-700 underline">
          ← All products and bundles
        </Link>
      </p>
      <CatalogueItemDetail itemId={params.itemId} />
    </>
  );
}
