import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { serveCheckoutStub, useGatewayShop } from "./online-gateway";
import { toast } from "./storefront-helpers";

// Online Payment (docs/decisions/060). The shared server has no gateway keys: "Coming soon" as
// before. A server of this file's own has test keys, its SDK answered by the stand-in, and
// Razorpay Checkout's script is a stub served in the browser: the first window is closed by the
// shopper, Pay now's one pays with a payment the stand-in knows, signed with the test key secret.

const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

async function shopperWithCart(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: baseURL };
  const signUp = await request.post(`${baseURL}/api/auth/sign-up/email`, { data: { email: uniqueEmail("online"), password: PASSWORD, name: "Asha Devi" }, headers });
  expect(signUp.ok()).toBe(true);
  expect((await request.post(`${baseURL}/api/cart/items`, { data: { productId: "1" }, headers })).ok()).toBe(true);
  const saved = await request.post(`${baseURL}/api/addresses`, { data: address, headers });
  expect(saved.ok()).toBe(true);
  return ((await saved.json()) as { address: { id: string } }).address.id;
}

test("without gateway keys Online Payment is coming soon, and the server refuses it", async ({ page, baseURL }) => {
  const addressId = await shopperWithCart(page.request, baseURL!);
  const scripts: string[] = [];
  page.on("request", (request) => void (request.url().startsWith("https://checkout.razorpay.com") && scripts.push(request.url())));
  await page.goto("/checkout");
  await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Online Payment/ })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Payment Method" })).toContainText("Coming soon");
  const refused = await page.request.post("/api/orders", { data: { addressId, paymentMethod: "online", idempotencyKey: `e2e-online-${Date.now()}` }, headers: { Origin: baseURL! } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: { message: "Online Payment is not available. Please choose Cash on Delivery." } });
  expect(scripts).toEqual([]);
});

test.describe("with gateway keys", () => {
  test.describe.configure({ mode: "serial" });
  const shop = useGatewayShop();

  test("a shopper closes the gateway's window, then pays with Pay now and the order reads paid", async ({ page }) => {
    test.setTimeout(90_000);
    await shopperWithCart(page.request, shop.server.baseURL);
    const scriptLoads = await serveCheckoutStub(page, shop.gateway);
    await page.goto(`${shop.server.baseURL}/checkout`);
    const online = page.getByRole("radio", { name: /Online Payment/ });
    await expect(online).toBeEnabled();
    expect(scriptLoads()).toBe(0);
    await online.check();
    await page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/account\/orders\/ORD-\d+-[A-Z0-9]{7}\?pay=now$/);
    const waiting = page.getByRole("region", { name: "Awaiting online payment" });
    await expect(waiting.getByRole("alert")).toHaveText("Payment not completed. Your order is waiting: press Pay now to pay.");
    expect(scriptLoads()).toBe(1);

    await waiting.getByRole("button", { name: "Pay now" }).click();
    await expect(toast(page, "Payment received")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByText("Payment: Paid")).toBeVisible();
    await expect(page.getByRole("region", { name: "Items" })).toContainText("PaymentOnline Payment");
    const created = shop.gateway.calls.filter((call) => call.path === "/v1/orders");
    expect(created).toHaveLength(1);
  });
});
