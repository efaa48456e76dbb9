import { ApiRequestError } from "~/client/lib/shop-fetch";
import { formatRupees } from "~/shared/money";
import { useAdminCatalogueItem } from "../api/get-catalogue-item";
import { CatalogueItemForm } from "./catalogue-item-form";
import { CataloguePhotos } from "./catalogue-photos";
import { DeclarationsSection } from "./declarations-section";
import { formatDateTime } from "~/shared/format";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { StockBadge } from "./stock-badge";
import { StockForm } from "./stock-form";
import { StockMovements } from "./stock-movements";
import { SizeList } from "./size-list";
import { LoadFailed } from "../../shared/load-failed";
import { PanelSection } from "../../shared/panel-section";

/** One item's page: its details form, its photos, its stock with the form that sets it, and the movements behind the figure. */
export function CatalogueItemDetail({ itemId }: { itemId: string }) {
  const { data, isPending, isError, error, refetch } = useAdminCatalogueItem(itemId);
  if (isPending) return <LoadingLine>Loading the item…</LoadingLine>;
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <p role="alert">This item is not in the catalogue.</p>;
    return <LoadFailed onRetry={refetch}>The item could not be loaded.</LoadFailed>;
  }
  const { item, movements } = data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-leaf-800">{item.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-earth-900/80">
          <span>{item.kind === "bundle" ? "Bundle" : "Product"}</span>
          <span aria-hidden="true">·</span>
          <span>{formatRupees(item.pricePaise)}</span>
          <span aria-hidden="true">·</span>
          <span>{item.active ? "Shown in the shop" : "Hidden from the shop"}</span>
          <span aria-hidden="true">·</span>
          <StockBadge state={item.stockState} />
        </p>
        <p className="mt-1 text-xs text-earth-900/70">Last changed {formatDateTime(item.updatedAt)}</p>
      </header>

      <PanelSection id="details" title="Details">
        <CatalogueItemForm key={item.id} item={item} />
      </PanelSection>

      <PanelSection id="sizes" title="Pack sizes">
        <SizeList item={item} />
      </PanelSection>

      <PanelSection id="declarations" title="Declarations" tight>
        <DeclarationsSection item={item} />
      </PanelSection>

      <PanelSection id="photos" title="Photos" tight>
        <CataloguePhotos item={item} />
      </PanelSection>

      <PanelSection id="stock" title="Set stock" tight>
        <StockForm key={item.id} item={item} />
      </PanelSection>

      <PanelSection id="movements" title="Stock movements">
        <StockMovements movements={movements} />
      </PanelSection>
    </div>
  );
}
