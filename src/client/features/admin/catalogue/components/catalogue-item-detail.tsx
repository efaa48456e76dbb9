import { Section } from "~/client/components/ui/section";
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

const panel = "rounded-lg border border-earth-900/15 bg-white p-4";

/** One item's page: its details form, its photos, its stock with the form that sets it, and the movements behind the figure. */
export function CatalogueItemDetail({ itemId }: { itemId: string }) {
  const { data, isPending, isError, error, refetch } = useAdminCatalogueItem(itemId);
  if (isPending) return <LoadingLine>Loading the item…</LoadingLine>;
  if (isError) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <p role="alert">
        {missing ? "This item is not in the catalogue." : "The item could not be loaded."}{" "}
        {missing ? null : (
          <button type="button" className="font-semibold text-leaf-800 underline" onClick={() => void refetch()}>
            Try again
          </button>
        )}
      </p>
    );
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

      <Section id="details" title="Details" className={panel} titleClassName="mb-3 font-bold">
        <CatalogueItemForm key={item.id} item={item} />
      </Section>

      <Section id="sizes" title="Pack sizes" className={panel} titleClassName="mb-3 font-bold">
        <SizeList item={item} />
      </Section>

      <Section id="declarations" title="Declarations" className={panel} titleClassName="mb-1 font-bold">
        <DeclarationsSection item={item} />
      </Section>

      <Section id="photos" title="Photos" className={panel} titleClassName="mb-1 font-bold">
        <CataloguePhotos item={item} />
      </Section>

      <Section id="stock" title="Set stock" className={panel} titleClassName="mb-1 font-bold">
        <StockForm key={item.id} item={item} />
      </Section>

      <Section id="movements" title="Stock movements" className={panel} titleClassName="mb-3 font-bold">
        <StockMovements movements={movements} />
      </Section>
    </div>
  );
}
