// A cart, wishlist, order or invoice line names its pack size only when the product is sold in several.

/** "Hydraulic Pressed Mustard Oil 1L (5 L)", or the name alone when the line has no size label. */
export function lineTitle(name: string, sizeLabel: string | null | undefined): string {
  return sizeLabel ? `${name} (${sizeLabel})` : name;
}
