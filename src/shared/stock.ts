// What cart and checkout say of a line that cannot be bought as it is; the server refuses with the same facts.

type StockedLine = { available: boolean; stockLeft: number | null; quantity: number };

/** The cart's note under a line, or null when the line can be bought as it is. */
export function lineStockNote(line: StockedLine): string | null {
  if (!line.available) return line.stockLeft === 0 ? "Out of stock. Please remove it to check out." : "No longer available. Please remove it to check out.";
  if (line.stockLeft !== null && line.quantity > line.stockLeft) return `Only ${line.stockLeft} left. Please lower the quantity to check out.`;
  return null;
}

/** The checkout summary's short word for such a line, or null. */
export function lineStockLabel(line: StockedLine): string | null {
  if (!line.available) return line.stockLeft === 0 ? "Out of stock" : "No longer available";
  if (line.stockLeft !== null && line.quantity > line.stockLeft) return `Only ${line.stockLeft} left`;
  return null;
}
