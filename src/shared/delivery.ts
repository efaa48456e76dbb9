import { HINDI_MONTHS } from "./format";
import { isDelhiNcr } from "./india";
import type { Lang } from "./lang";

// The delivery promise in the shop's calendar (Asia/Kolkata), shared so browser, checkout and e-mails agree.

export const SAME_DAY_TEXT = "Same-day delivery";
export const NOT_DELIVERED_TEXT = "We do not deliver here yet";

/** Orders placed Monday to Saturday before this hour (Asia/Kolkata) in Delhi-NCR arrive the same day. */
export const SAME_DAY_CUTOFF_HOUR = 14;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export type DeliveryZone = "delhi-ncr" | "north" | "metro-or-capital" | "rest" | "remote";

/** Business days (Monday to Saturday, delivery holidays aside) after the day of ordering: the zone's range; the promise is its last day. */
export const ZONE_BUSINESS_DAYS: Record<Exclude<DeliveryZone, "delhi-ncr">, readonly [number, number]> = {
  north: [2, 4],
  "metro-or-capital": [3, 5],
  rest: [5, 7],
  remote: [7, 9],
};

/** North India (2–4 business days): the shop ships from Delhi, and these are a road's day or two away. */
export const NORTH_INDIA_STATES: readonly string[] = ["Delhi", "Haryana", "Punjab", "Chandigarh", "Himachal Pradesh", "Uttarakhand", "Uttar Pradesh", "Rajasthan"];

/** 7–9 business days: the North-East, Jammu and Kashmir, Ladakh and the islands. */
export const REMOTE_STATES: readonly string[] = [
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Sikkim",
  "Tripura",
  "Jammu and Kashmir",
  "Ladakh",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
];

/** Metros and state capitals elsewhere (3–5 business days), by district per state: two states have an Aurangabad. */
export const METRO_AND_CAPITAL_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  "Andhra Pradesh": ["Guntur"],
  Bihar: ["Patna"],
  Chhattisgarh: ["Raipur"],
  "Dadra and Nagar Haveli and Daman and Diu": ["Daman"],
  Goa: ["North Goa"],
  Gujarat: ["Gandhi Nagar", "Ahmedabad"],
  Jharkhand: ["Ranchi"],
  Karnataka: ["Bengaluru"],
  Kerala: ["Thiruvananthapuram"],
  "Madhya Pradesh": ["Bhopal"],
  Maharashtra: ["Mumbai", "Thane", "Pune"],
  Odisha: ["Khorda"],
  Puducherry: ["Pondicherry"],
  "Tamil Nadu": ["Chennai"],
  Telangana: ["Hyderabad", "K.V.Rangareddy"],
  "West Bengal": ["Kolkata"],
};

export type DeliveryPlace = { state: string; district: string };

export function deliveryZoneOf(place: DeliveryPlace): DeliveryZone {
  if (isDelhiNcr(place)) return "delhi-ncr";
  if (NORTH_INDIA_STATES.includes(place.state)) return "north";
  if (REMOTE_STATES.includes(place.state)) return "remote";
  if (METRO_AND_CAPITAL_DISTRICTS[place.state]?.includes(place.district)) return "metro-or-capital";
  return "rest";
}

/** What a shopper is told: "Same-day delivery", "Delivered by Thu, 27 Nov", or "We do not deliver here yet". */
export type DeliveryPromise =
  | { deliverable: true; zone: DeliveryZone; sameDay: boolean; /** YYYY-MM-DD in Asia/Kolkata. */ date: string; text: string }
  | { deliverable: false; text: typeof NOT_DELIVERED_TEXT };

/** A calendar day in the shop's time zone, as a UTC-midnight Date (so arithmetic has no time zone left in it). */
function shopDayOf(at: Date): { day: Date; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { day: new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate())), hour: shifted.getUTCHours() };
}

const isSunday = (day: Date) => day.getUTCDay() === 0;
const nextDay = (day: Date) => new Date(day.getTime() + 24 * 60 * 60 * 1000);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** YYYY-MM-DD days without dispatch or delivery (staff's delivery holidays). */
export type Holidays = ReadonlySet<string>;

/** Monday to Saturday, and not a delivery holiday. */
const isBusinessDay = (day: Date, holidays: Holidays) => !isSunday(day) && !holidays.has(isoDay(day));

/** The n-th business day after `day`; `day` itself never counts. */
function addBusinessDays(day: Date, n: number, holidays: Holidays): Date {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = nextDay(current);
    if (isBusinessDay(current, holidays)) counted += 1;
  }
  return current;
}

type PromiseOptions = { switchedOff?: boolean; holidays?: Holidays };

/** When an order placed at `at` arrives: Sundays and the given holidays are skipped, and no same-day on either. */
export function deliveryPromise(place: DeliveryPlace, at: Date, { switchedOff = false, holidays = new Set() }: PromiseOptions = {}): DeliveryPromise {
  if (switchedOff) return { deliverable: false, text: NOT_DELIVERED_TEXT };
  const zone = deliveryZoneOf(place);
  const { day, hour } = shopDayOf(at);
  if (zone === "delhi-ncr") {
    const sameDay = isBusinessDay(day, holidays) && hour < SAME_DAY_CUTOFF_HOUR;
    const date = isoDay(sameDay ? day : addBusinessDays(day, 1, holidays));
    return { deliverable: true, zone, sameDay, date, text: sameDay ? SAME_DAY_TEXT : deliveredByText(date) };
  }
  const date = isoDay(addBusinessDays(day, ZONE_BUSINESS_DAYS[zone][1], holidays));
  return { deliverable: true, zone, sameDay: false, date, text: deliveredByText(date) };
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const HINDI_WEEKDAYS = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"];

/** "Thu, 27 Nov" (in Hindi "गुरु, 27 नवंबर") for a YYYY-MM-DD day, written out by hand: the same words in every browser and on the server. */
export function deliveryDayText(date: string, lang: Lang = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  const [weekdays, months] = lang === "hi" ? [HINDI_WEEKDAYS, HINDI_MONTHS] : [WEEKDAYS, MONTHS];
  return `${weekdays[day.getUTCDay()]}, ${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
}

/** "Delivered by Thu, 27 Nov" for a YYYY-MM-DD day; a Hindi page says it with the `shared` catalogue's "Delivered by {date}". */
export function deliveredByText(date: string): string {
  return `Delivered by ${deliveryDayText(date)}`;
}

/** The YYYY-MM-DD day of an instant in the shop's time zone. */
export function shopDateOf(at: Date | string): string {
  return isoDay(shopDayOf(new Date(at)).day);
}

/** The promise an order was placed with, in words; null for an order that has none stored. */
export function orderPromiseText(order: { promisedDeliveryOn: string | null; createdAt: string }): string | null {
  if (!order.promisedDeliveryOn) return null;
  return order.promisedDeliveryOn === shopDateOf(order.createdAt) ? SAME_DAY_TEXT : deliveredByText(order.promisedDeliveryOn);
}

/** Seconds until a pincode's answer can next change on its own (14:00 or midnight): how long caches may keep it. */
export function secondsUntilPromiseChanges(at: Date): number {
  const shifted = at.getTime() + IST_OFFSET_MS;
  const dayMs = 24 * 60 * 60 * 1000;
  const intoDay = ((shifted % dayMs) + dayMs) % dayMs;
  const cutoff = SAME_DAY_CUTOFF_HOUR * 60 * 60 * 1000;
  const untilNext = intoDay < cutoff ? cutoff - intoDay : dayMs - intoDay;
  return Math.max(1, Math.ceil(untilNext / 1000));
}
