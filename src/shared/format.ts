// Dates are shown in the shop's time zone whatever the shopper's device says.
export const SHOP_TIME_ZONE = "Asia/Kolkata";

// Made on first use: a formatter loads locale data on the main thread, which a hydrating page without dates should not pay.
let orderDate: Intl.DateTimeFormat | undefined;
let contentDate: Intl.DateTimeFormat | undefined;

/** dd MMM yyyy, as on orders: "05 Mar 2026". */
export function formatOrderDate(date: Date | string): string {
  orderDate ??= new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: SHOP_TIME_ZONE });
  return orderDate.format(new Date(date));
}

/** en-IN short date, as on content pages: "5 Mar 2026". */
export function formatContentDate(date: Date | string): string {
  contentDate ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: SHOP_TIME_ZONE });
  return contentDate.format(new Date(date));
}

/** The calendar month (YYYY-MM) of an instant, in the shop's time zone. */
export function shopMonthOf(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: SHOP_TIME_ZONE }).formatToParts(date);
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  return `${year}-${month}`;
}

/** The month before the one an instant falls in, in the shop's calendar: what staff usually look back on. */
export function previousShopMonthOf(date: Date): string {
  const [year, month] = shopMonthOf(date).split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}
