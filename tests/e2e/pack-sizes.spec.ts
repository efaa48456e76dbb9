import type { Page } from "@playwright/test";
import { pdfText } from "../../src/server/test/pdf";
import { adminServerWithStaffForFile } from "./admin-server";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { fillAddress, toast } from "./storefront-helpers";

// Issue 41's pack sizes: staff add a 5 L jar to a mustard oil with its own price, MRP and stock; a
// shopper picks it on the product page (kept in the address), sees its unit price, buys 1 L and 5 L
// in one order; the account, invoice and packing slip name both sizes, and each size's stock moved.

const admin = adminServerWithStaffForFile();
// A staff change, a whole purchase and two documents on a loaded runner.
test.beforeEach(() => test.setTimeout(150_000));

const OIL = "Hydraulic Pressed Mustard Oil 1L";

async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email, password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

test("staff add a 5 L size; a shopper picks it, buys 1 L and 5 L in one order, and every record names both sizes", async ({ page }) => {
  const base = admin.server.baseURL;
  await signIn(page, admin.staff.email, admin.staff.password);
  await page.goto(`${base}/admin/catalogue/1`);
  await expect(page.getByRole("heading", { level: 1, name: OIL })).toBeVisible();
  const sizes = page.getByRole("region", { name: "Pack sizes" });
  await expect(sizes.getByRole("listitem", { name: "Size DFF-1-1L" })).toContainText("1 L");
  await sizes.getByText("Add a size").click();
  const form = sizes.getByRole("form", { name: "Add a size" });
  await form.getByRole("textbox", { name: "SKU", exact: true }).fill("dff-1-5l");
  await form.getByRole("textbox", { name: "Net quantity", exact: true }).fill("5");
  await form.getByRole("combobox", { name: "Unit", exact: true }).selectOption("L");
  await form.getByRole("textbox", { name: "Price (₹)", exact: true }).fill("1600");
  await form.getByRole("textbox", { name: "MRP (₹)", exact: true }).fill("1500");
  await form.getByRole("textbox", { name: "Units on hand", exact: true }).fill("20");
  await form.getByRole("button", { name: "Add size" }).click();
  await expect(form.getByText("MRP cannot be below the price")).toBeVisible();
  await form.getByRole("textbox", { name: "MRP (₹)", exact: true }).fill("1900");
  await form.getByRole("button", { name: "Add size" }).click();
  await expect(toast(page, "Size added")).toBeVisible();
  await expect(sizes.getByRole("listitem", { name: "Size DFF-1-5L" })).toContainText("₹1,600 MRP ₹1,900 · 20 on hand");
  // Each size's stock is set on its own: the form opens on the default size.
  const stock = page.getByRole("region", { name: "Set stock" });
  await expect(stock).toContainText("Now: 100 on hand");
  await stock.getByRole("combobox", { name: "Pack size" }).selectOption({ label: "5 L · DFF-1-5L" });
  await expect(stock).toContainText("Now: 20 on hand");
  await stock.getByRole("textbox", { name: "Units on hand" }).fill("25");
  await stock.getByRole("textbox", { name: "Reason" }).fill("Batch 12 arrived");
  await stock.getByRole("button", { name: "Set stock" }).click();
  await expect(toast(page, "Stock set")).toBeVisible();
  await expect(sizes.getByRole("listitem", { name: "Size DFF-1-5L" })).toContainText("25 on hand");
  await expect(sizes.getByRole("listitem", { name: "Size DFF-1-1L" })).toContainText("100 on hand");

  // A shopper of their own signs up (the staff session is replaced).
  const email = uniqueEmail("sizes");
  expect((await page.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: PASSWORD, name: "Kavita Sharma" }, headers: { Origin: base } })).ok()).toBe(true);
  await page.goto(`${base}/shop/hydraulic-pressed-mustard-oil-1l`);
  const details = page.getByRole("article", { name: OIL });
  await expect(details).toContainText("₹375");
  await expect(details).toContainText("MRP ₹450");
  await expect(details).toContainText("(incl. of all taxes)");
  await expect(details).toContainText("Unit price: ₹375.00 per L");
  const label = page.getByRole("region", { name: "Product details" });
  await expect(label).toContainText("Net quantity1 L");
  await details.getByRole("button", { name: `Add to cart: ${OIL} (1 L)` }).click();
  await expect(toast(page, "Added to cart!")).toBeVisible();

  // The radios are drawn as pills: the shopper presses the pill, the radio follows.
  await details.getByRole("group", { name: /Pack size/ }).getByText("5 L", { exact: true }).click();
  await expect(details.getByRole("radio", { name: "5 L" })).toBeChecked();
  await expect(page).toHaveURL(/\?size=DFF-1-5L$/);
  await expect(details).toContainText("₹1,600");
  await expect(details).toContainText("MRP ₹1,900");
  await expect(details).toContainText("16% off");
  await expect(details).toContainText("Unit price: ₹320.00 per L");
  await expect(label).toContainText("Net quantity5 L");
  await details.getByRole("button", { name: `Add to cart: ${OIL} (5 L)` }).click();
  await expect(toast(page, `${OIL} (5 L) has been added to your cart.`)).toBeVisible();
  // The address keeps the choice: a reload (or a shared link) opens on the 5 L jar.
  await page.reload();
  await expect(details.getByRole("radio", { name: "5 L" })).toBeChecked();

  await page.goto(`${base}/cart`);
  await expect(page.getByRole("listitem", { name: `${OIL} (5 L)` })).toContainText("₹1,600");
  await expect(page.getByRole("listitem", { name: `${OIL} (1 L)` })).toContainText("₹375");

  await page.goto(`${base}/checkout`);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const address = page.getByRole("form", { name: "New address" });
  await fillAddress(address);
  await address.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText(`${OIL} (5 L) x 1`);
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
  const orderNumber = (await page.getByText(/^ORD-\d+-[A-Z0-9]{7}$/).textContent())!;

  await page.goto(`${base}/account`);
  const order = page.getByRole("article").filter({ hasText: orderNumber });
  await expect(order).toContainText(`${OIL} (1 L) x 1`);
  await expect(order).toContainText(`${OIL} (5 L) x 1`);

  const invoice = await page.request.get(`${base}/api/orders/number/${encodeURIComponent(orderNumber)}/invoice.pdf`, { headers: { Accept: "application/pdf" } });
  expect(invoice.ok()).toBe(true);
  const invoiceText = await pdfText(new Uint8Array(await invoice.body()));
  expect(invoiceText).toMatch(/Hydraulic Pressed\s+Mustard Oil\s+1L \(1 L\)/);
  expect(invoiceText).toMatch(/Hydraulic Pressed\s+Mustard Oil\s+1L \(5 L\)/);
  // Each line keeps its unit quantity code (bottles for oil) beside its size.
  expect(invoiceText.match(/\bBTL\b/g)).toHaveLength(2);

  // Back to staff: the packing slip names both sizes, and each size's stock moved by one.
  await signIn(page, admin.staff.email, admin.staff.password);
  const { item } = (await (await page.request.get(`${base}/api/admin/catalogue/1`)).json()) as { item: { id: string; sizes: { sku: string; stockOnHand: number }[] } };
  expect(item.sizes.map((size) => [size.sku, size.stockOnHand])).toEqual([["DFF-1-1L", 99], ["DFF-1-5L", 24]]);
  const found = (await (await page.request.get(`${base}/api/admin/orders?q=${encodeURIComponent(orderNumber)}`)).json()) as { rows: { id: string }[] };
  const slip = await page.request.get(`${base}/api/admin/orders/${found.rows[0]!.id}/packing-slip.pdf`);
  const slipText = await pdfText(new Uint8Array(await slip.body()));
  expect(slipText).toMatch(/1\s*×\s*Hydraulic Pressed\s+Mustard Oil\s+1L \(1 L\)/);
  expect(slipText).toMatch(/1\s*×\s*Hydraulic Pressed\s+Mustard Oil\s+1L \(5 L\)/);
});
