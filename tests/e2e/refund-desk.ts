import { randomInt } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { expect, newHydratingPage } from "./fixtures";
import { toast } from "./storefront-helpers";

// The refunds desk as staff work it, shared by the journeys that end in a refund sent by hand.

export const randomUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));

/** Staff open Refunds from the back office's nav, send the order's ready refund to `payee` and record its UTR; the page stays on the queue. */
export async function recordRefundSent(staff: BrowserContext, at: (path: string) => string, orderNumber: string, payee: string) {
  const desk = await newHydratingPage(staff);
  await desk.goto(at("/admin"));
  await desk.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Refunds" }).click();
  const ready = desk.getByRole("region", { name: /^Ready to send/ }).getByRole("listitem").filter({ hasText: orderNumber });
  await expect(ready.getByText(payee)).toBeVisible();
  const utr = randomUtr();
  await ready.getByLabel("UTR of your transfer").fill(utr);
  await ready.getByRole("button", { name: "Record as sent" }).click();
  await expect(toast(desk, "Refund recorded as sent")).toBeVisible();
  return { desk, utr };
}

/** What the shopper's Refunds section says of a refund sent: the amount, the masked payee, the day and the UTR. */
export const refundSentText = (amount: string, maskedPayee: string, utr: string) => new RegExp(`${amount.replace(/[.]/g, "\\.")} sent to ${maskedPayee} on .+, UTR ${utr}`);
