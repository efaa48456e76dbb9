import type { Page } from "@playwright/test";
import { latestOutboxMail, signUpThroughApi } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// Paying by UPI with no gateway (issue 43): the payment page's link and QR code, then the UTR.
test.slow();

/** Twelve digits no other test gives: a UTR is taken once across the shop. */
const freshUtr = () => String(Math.floor(Math.random() * 1e12)).padStart(12, "0");

async function shopperWithCartAndAddress(page: Page, baseURL: string | undefined) {
  const { email } = await signUpThroughApi(page.request, baseURL);
  expect((await page.request.post("/api/cart/items", { data: { productId: "1" }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  expect((await page.request.post("/api/addresses", { data: address, headers: { Origin: baseURL! } })).status()).toBe(201);
  return email;
}

test("a shopper pays by UPI: the link and QR carry the VPA, amount and order number, then a UTR marks the payment submitted", async ({ page, baseURL }, testInfo) => {
  const email = await shopperWithCartAndAddress(page, baseURL);
  const desktop = testInfo.project.name === "desktop";

  await page.goto("/checkout");
  await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Online Payment/ })).toBeDisabled();
  const upi = page.getByRole("radio", { name: "UPI" });
  await upi.check();
  await expect(upi).toBeChecked();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("₹425"); // ₹375 + ₹50 shipping
  await summary.getByRole("button", { name: "Place Order" }).click();

  // The payment page: amount, time left, and the same upi:// link as a button (phone) or a QR code (larger screen).
  await expect(page).toHaveURL(/\/account\/orders\/ORD-\d+-[A-Z0-9]{7}\/pay$/);
  await expect(toast(page, "Order Placed Successfully!")).toBeVisible();
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/")[3]!);
  await expect(page.getByRole("heading", { level: 1, name: "Pay by UPI" })).toBeVisible();
  await expect(page.getByText("Amount to pay: ₹425")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^(30:00|29:[0-5]\d)$/);

  const payLink = page.locator('a[href^="upi://pay"]');
  const params = new URL((await payLink.getAttribute("href"))!).searchParams;
  expect(Object.fromEntries(params)).toEqual({ pa: "demofarmfoods@icici", pn: "Demo Farm Foods", am: "425.00", cu: "INR", tr: orderNumber, tn: `Order ${orderNumber}` });
  const qr = page.getByRole("img", { name: "QR code to pay ₹425 to Demo Farm Foods by UPI" });
  if (desktop) {
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(payLink).toBeHidden();
  } else {
    await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toBeVisible();
    await expect(qr).toBeHidden();
  }
  expect(await seriousViolations(page, { within: "main" })).toEqual([]);

  // The confirmation e-mail asks for the payment within the hold time, with the page's link.
  let mail: Awaited<ReturnType<typeof latestOutboxMail>>;
  await expect.poll(async () => (mail = await latestOutboxMail(email))?.subject).toContain(orderNumber);
  expect(mail!.text).toContain("Please pay ₹425 within 30 minutes");
  expect(mail!.text).toContain(`/account/orders/${orderNumber}/pay`);

  // A wrong-shaped UTR is refused with a message under the field; twelve digits are taken.
  const utr = page.getByLabel("UPI reference (UTR)");
  await utr.fill("12345");
  await page.getByRole("button", { name: "Submit UPI reference" }).click();
  await expect(page.getByText("Enter the 12-digit UPI reference (UTR) shown in your UPI app")).toBeVisible();
  await expect(utr).toHaveAttribute("aria-invalid", "true");
  const given = freshUtr();
  await utr.fill(`${given.slice(0, 4)} ${given.slice(4, 8)} ${given.slice(8)}`);
  await page.getByRole("button", { name: "Submit UPI reference" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment submitted, being verified" })).toBeVisible();
  await expect(page.locator('a[href^="upi://pay"]')).toHaveCount(0);

  // The order page and the account's list read the same, and ask for no cash.
  await page.getByRole("link", { name: "View your order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.locator('[data-status="submitted"]')).toHaveText("Payment: Payment submitted, being verified");
  await expect(page.getByRole("region", { name: "Items" })).toContainText("PaymentUPI");
  await expect(page.getByText(/ready in cash/)).toHaveCount(0);
  await page.goto("/account");
  const card = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(card).toContainText("Payment submitted, being verified");
  await expect(card).not.toContainText("ready in cash");
});

test("a UPI order's UTR can be given on the order page too", async ({ page, baseURL }) => {
  await shopperWithCartAndAddress(page, baseURL);
  const key = `e2e-upi-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const placed = await page.request.post("/api/orders", { data: { addressId: (await (await page.request.get("/api/addresses")).json()).addresses[0].id, paymentMethod: "upi", idempotencyKey: key }, headers: { Origin: baseURL! } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };

  await page.goto(`/account/orders/${order.orderNumber}`);
  const pay = page.getByRole("region", { name: "Pay by UPI" });
  await expect(pay.getByText("Amount to pay: ₹425")).toBeVisible();
  await expect(page.getByText("UPI awaiting payment")).toBeVisible();
  await pay.getByLabel("UPI reference (UTR)").fill("abc");
  await pay.getByRole("button", { name: "Submit UPI reference" }).click();
  await expect(pay.getByText("Enter the 12-digit UPI reference (UTR) shown in your UPI app")).toBeVisible();
  await pay.getByLabel("UPI reference (UTR)").fill(freshUtr());
  await pay.getByRole("button", { name: "Submit UPI reference" }).click();
  await expect(page.getByText("Payment submitted, being verified").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Pay by UPI" })).toHaveCount(0);
});
