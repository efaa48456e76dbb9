import type { Lang } from "./lang";

// Dates are shown in the shop's time zone whatever the shopper's device says.
export const SHOP_TIME_ZONE = "Asia/Kolkata";

/** Hindi month names, written out so the server and every browser say the same (PRODUCT.md "Hindi": Latin digits). */
export const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;

let shopDayParts: Intl.DateTimeFormat | undefined;

/** "5 मार्च 2026" (or "05 मार्च 2026" with `twoDigitDay`) for an instant, in the shop's calendar. */
function hindiDate(date: Date | string, twoDigitDay: boolean): string {
  shopDayParts ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", year: "numeric", timeZone: SHOP_TIME_ZONE });
  const parts = shopDayParts.formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = twoDigitDay ? String(part("day")).padStart(2, "0") : String(part("day"));
  return `${day} ${HINDI_MONTHS[part("month") - 1]} ${part("year")}`;
}

let shopClock: Intl.DateTimeFormat | undefined;

/** "07 दिसंबर 2026, शाम 4:30": Hindi names the part of the day where English says am or pm. */
function hindiDateTime(date: Date | string): string {
  shopClock ??= new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: SHOP_TIME_ZONE });
  const parts = shopClock.formatToParts(new Date(date));
  const hour = Number(parts.find((p) => p.type === "hour")?.value);
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  const period = hour < 4 ? "रात" : hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 20 ? "शाम" : "रात";
  return `${hindiDate(date, true)}, ${period} ${hour % 12 || 12}:${minute}`;
}

// Made on first use: a formatter loads locale data on the main thread, which a hydrating page without dates should not pay.
let orderDate: Intl.DateTimeFormat | undefined;
let contentDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** "05 Mar 2026, 02:30 pm" in the shop's time zone, the time an order or a message came in; in Hindi "05 मार्च 2026, दोपहर 2:30". */
export function formatDateTime(date: Date | string, lang: Lang = "en"): string {
  if (lang === "hi") return hindiDateTime(date);
  dateTime ??= new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: SHOP_TIME_ZONE });
  return dateTime.format(new Date(date));
}

/** dd MMM yyyy, as on orders: "05 Mar 2026"; in Hindi "05 मार्च 2026". */
export function formatOrderDate(date: Date | string, lang: Lang = "en"): string {
  if (lang === "hi") return hindiDate(date, true);
  orderDate ??= new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: SHOP_TIME_ZONE });
  return orderDate.format(new Date(date));
}

/** en-IN short date, as on content pages: "5 Mar 2026"; in Hindi "5 मार्च 2026". */
export function formatContentDate(date: Date | string, lang: Lang = "en"): string {
  if (lang === "hi") return hindiDate(date, false);
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
