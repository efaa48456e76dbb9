import { SHOP_TIME_ZONE } from "~/shared/format";

const dateTime = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: SHOP_TIME_ZONE });

/** "05 Mar 2026, 02:30 pm" in the shop's time zone: staff see the time an order came in. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}

/** The message of a failed call, for a toast. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}
