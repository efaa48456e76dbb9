import type { Queryable } from "~/server/db/client";
import { ApiError } from "~/server/http/errors";
import { findCatalogueItem } from "~/shared/catalog/lookup";
import { subtotalOf } from "~/shared/pricing";
import { listCartLines, type CartLine } from "../cart/service";

export type PricedLine = {
  productId: string;
  productName: string;
  productImage: string;
  quantity: number;
  pricePaise: number;
  subtotalPaise: number;
};

/**
 * Prices cart lines from the catalogue alone: the name, image and price stored on a cart line (or
 * sent by a browser) never reach an order. A line whose product left the catalogue is refused.
 */
export function priceCartLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((line) => {
    const item = findCatalogueItem(line.productId);
    if (!item) {
      throw new ApiError(409, `${line.productName} is no longer sold. Please remove it from your cart.`, { title: "Item unavailable" });
    }
    return {
      productId: item.id,
      productName: item.name,
      productImage: item.image,
      quantity: line.quantity,
      pricePaise: item.pricePaise,
      subtotalPaise: item.pricePaise * line.quantity,
    };
  });
}

/** The shopper's cart as it stands, priced from the catalogue. */
export async function pricedCart(db: Queryable, userId: string): Promise<{ lines: PricedLine[]; subtotalPaise: number }> {
  const lines = priceCartLines(await listCartLines(db, userId));
  return { lines, subtotalPaise: subtotalOf(lines) };
}
