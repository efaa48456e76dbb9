import { formatRupees, type Paise } from "../money";
import type { ShownCoupon } from "./coupon";

// Pack sizes: what a size's net quantity says and the unit sale price the Legal Metrology
// (Packaged Commodities) Rules ask an online listing to show (docs/product-rules.md#pack-sizes).

export const SIZE_UNITS = ["g", "kg", "ml", "L", "pack"] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** A size as the shop shows it; the product's first size is its default, the one cards price. */
export type ShownSize = {
  id: string;
  sku: string;
  /** "1 L", "500 g", "1 pack"; empty only for a draft's size, which the shop never shows. */
  label: string;
  netQuantity: number;
  unit: SizeUnit;
  price: Paise;
  /** The MRP, inclusive of all taxes. */
  originalPrice: Paise;
  inStock: boolean;
  coupon?: ShownCoupon;
};

/** "1 L", "500 g"; "" while a draft's size has no net quantity yet. */
export function sizeLabel(netQuantity: number | null, unit: string | null): string {
  if (netQuantity === null || unit === null) return "";
  return unit === "pack" ? `${netQuantity} ${netQuantity === 1 ? "pack" : "packs"}` : `${netQuantity} ${unit}`;
}

/** Per kg or litre from one kilogram or litre up, per gram or ml below it, per pack for a bundle. */
function unitOfSale(netQuantity: number, unit: SizeUnit): { per: string; units: number } {
  if (unit === "g") return netQuantity >= 1000 ? { per: "kg", units: netQuantity / 1000 } : { per: "g", units: netQuantity };
  if (unit === "ml") return netQuantity >= 1000 ? { per: "L", units: netQuantity / 1000 } : { per: "ml", units: netQuantity };
  return { per: unit, units: netQuantity };
}

/** Rupees with exactly two decimals: "₹0.17", "₹1,450.00". */
const twoDecimals = (paise: Paise) => {
  const text = formatRupees(paise);
  return text.includes(".") ? text : `${text}.00`;
};

/** A unit sale price in parts, so each language can say it: `{ amount: "₹375.00", per: "L" }`. */
export type UnitPrice = { amount: string; per: string };

/** The unit sale price to two decimals, e.g. ₹0.17 per g for ₹85 a 500 g pack, ₹375.00 per L for ₹375 a litre. */
export function unitPrice(price: Paise, netQuantity: number, unit: SizeUnit): UnitPrice {
  const { per, units } = unitOfSale(netQuantity, unit);
  return { amount: twoDecimals(Math.round(price / units)), per };
}

/** "₹0.17 per g", "₹375.00 per L": the unit price in English. */
export function unitPriceText(price: Paise, netQuantity: number, unit: SizeUnit): string {
  const { amount, per } = unitPrice(price, netQuantity, unit);
  return `${amount} per ${per}`;
}

/** A shown size's unit sale price, or nothing for an item without sizes. */
export const unitPriceOf = (size: ShownSize | undefined): UnitPrice | undefined => size && unitPrice(size.price, size.netQuantity, size.unit);

/** The size a `?size=` names (by SKU, any case), else the first: the default. */
export function chosenSize<Size extends { sku: string }>(sizes: readonly Size[], sku: string | null | undefined): Size | undefined {
  const wanted = sku?.trim().toUpperCase();
  return (wanted && sizes.find((size) => size.sku === wanted)) || sizes[0];
}

type Priced = { price: Paise; originalPrice: Paise; inStock: boolean; coupon?: ShownCoupon };

/** The item with a size's price, MRP, stock and coupon in place of its default size's. */
export function withSize<Item extends Priced>(item: Item, size: ShownSize | undefined): Item {
  if (!size) return item;
  const { coupon: _default, ...rest } = item;
  return { ...rest, price: size.price, originalPrice: size.originalPrice, inStock: size.inStock, ...(size.coupon ? { coupon: size.coupon } : {}) } as Item;
}
