import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import { photoThumbnail } from "~/shared/catalog/photos";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { CATEGORY_LABELS, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useAdminCatalogue } from "../api/get-catalogue";
import { DataTable } from "~/client/components/ui/data-table";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { NewCatalogueItemForm } from "./new-catalogue-item-form";
import { StockBadge, stockFigure } from "./stock-badge";
import { useWaitingAlerts, waitingText } from "../api/get-waiting-alerts";
import { LoadFailed } from "../../shared/load-failed";
import { lacksHindi, MissingHindiFilter, MissingHindiNote } from "./missing-hindi";

/** How many shoppers asked to hear when the item's sold-out sizes come back. */
function Waiting({ itemId }: { itemId: string }) {
  const text = waitingText(useWaitingAlerts().data, { itemId });
  return text ? <span className="block text-xs font-semibold text-leaf-800">{text}</span> : null;
}

function kindText(item: AdminCatalogueItem): string {
  return item.kind === "bundle" ? "Bundle" : `Product${item.category ? ` · ${CATEGORY_LABELS[item.category]}` : ""}`;
}

const shownText = (item: AdminCatalogueItem) => (item.active ? "Shown" : "Hidden");

// Decorative beside the item's name, which says what it is: an empty alt keeps screen readers from reading it twice.
function Thumbnail({ item }: { item: AdminCatalogueItem }) {
  const cover = item.photos[0];
  const src = cover ? photoThumbnail(cover) : item.images[0];
  if (!src) return <span className="size-12 shrink-0 rounded-md bg-mustard-50" aria-hidden="true" />;
  return <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-md bg-mustard-50 object-contain p-0.5" />;
}

function NameLink({ item }: { item: AdminCatalogueItem }) {
  return (
    <Link to={paths.adminCatalogueItem.getHref(item.id)} className="font-semibold text-leaf-800 underline-offset-2 hover:underline">
      {item.name}
    </Link>
  );
}

/** From 768 px: one row per item, every figure in its column. */
function CatalogueTable({ items }: { items: AdminCatalogueItem[] }) {
  return (
    <DataTable columns={["Item", "Kind", "Price", "Original price", "In the shop", "Stock", { label: <span className="sr-only">Actions</span> }]} minWidthClass="min-w-[48rem]">
      {items.map((item) => (
        <tr key={item.id} className="border-t border-earth-900/10 align-middle">
          <td className="px-3 py-2">
            <span className="flex items-center gap-3">
              <Thumbnail item={item} />
              <span>
                <NameLink item={item} />
                <MissingHindiNote item={item} />
              </span>
            </span>
          </td>
          <td className="px-3 py-2">{kindText(item)}</td>
          <td className="px-3 py-2">{formatRupees(item.pricePaise)}</td>
          <td className="px-3 py-2">{formatRupees(item.originalPricePaise)}</td>
          <td className="px-3 py-2">{shownText(item)}</td>
          <td className="px-3 py-2">
            <StockBadge state={item.stockState} />
            <span className="block text-xs text-earth-900/70">{stockFigure(item)}</span>
            <Waiting itemId={item.id} />
          </td>
          <td className="px-3 py-2 text-right">
            <Link to={paths.adminCatalogueItem.getHref(item.id)} className={buttonClasses({ variant: "outline", size: "sm" })} aria-label={`Edit ${item.name}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Below 768 px: one card per item, nothing to scroll sideways; the name opens its page. */
function CatalogueCards({ items }: { items: AdminCatalogueItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <article aria-label={item.name} className="flex gap-3 rounded-lg border border-earth-900/15 bg-white p-3">
            <Thumbnail item={item} />
            <div className="min-w-0 flex-1 text-sm">
              <h2 className="text-base">
                <NameLink item={item} />
              </h2>
              <MissingHindiNote item={item} />
              <p className="text-earth-900/80">
                {kindText(item)} · {shownText(item)}
              </p>
              <p className="mt-1">
                <span className="font-semibold">{formatRupees(item.pricePaise)}</span>{" "}
                <span className="text-earth-900/70">
                  <span className="sr-only">Original price </span>
                  <s>{formatRupees(item.originalPricePaise)}</s>
                </span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <StockBadge state={item.stockState} />
                <span className="text-xs text-earth-900/70">{stockFigure(item)}</span>
              </p>
              <Waiting itemId={item.id} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** "Add item" and its form in a dialog, as promo codes are added; the new item's page opens once it is saved. */
function AddItem() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add item</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Add a product or bundle</DialogTitle>
          <DialogDescription className="mb-4">The same details as an item&apos;s page; photos and stock come next, on the new item&apos;s page.</DialogDescription>
          {open ? <NewCatalogueItemForm /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

export function CatalogueList() {
  const { data: all, isPending, isError, refetch } = useAdminCatalogue();
  const [onlyMissingHindi, setOnlyMissingHindi] = useState(false);
  if (isPending) return <LoadingLine>Loading the catalogue…</LoadingLine>;
  if (isError) return <LoadFailed onRetry={refetch}>The catalogue could not be loaded.</LoadFailed>;
  const products = all.filter((item) => item.kind === "product").length;
  const items = onlyMissingHindi ? all.filter(lacksHindi) : all;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-earth-900/80">
          {products} products and {all.length - products} bundles. Open one to change its details, photos or stock.
        </p>
        <MissingHindiFilter items={all} checked={onlyMissingHindi} onChange={setOnlyMissingHindi} />
        <AddItem />
      </div>
      {/* Both are rendered; CSS shows one, and the hidden one is out of the accessibility tree. */}
      <div className="md:hidden">
        <CatalogueCards items={items} />
      </div>
      <div className="hidden md:block">
        <CatalogueTable items={items} />
      </div>
    </>
  );
}
