import type { APIRequestContext } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addToCartThroughApi } from "./place-order";
import { fillAddress, toast, watchValidationCode } from "./storefront-helpers";

// Indian addresses (docs/product-rules.md#saved-addresses): the pincode fills city and state, a
// phone is taken as typed or autofilled, and saved addresses are edited in the account.

const baseAddress = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

async function saveAddress(request: APIRequestContext, baseURL: string | undefined, overrides: Partial<typeof baseAddress> = {}) {
  const response = await request.post("/api/addresses", { data: { ...baseAddress, ...overrides }, headers: { Origin: baseURL! } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { address: { id: string } }).address;
}

test("typing a pincode fills city and state, and a +91 phone is saved as its 10 digits", async ({ page, baseURL, allowConsoleErrors }) => {
  // The look-up of an unknown pincode is an HTTP 404, which the browser logs.
  allowConsoleErrors(/status of 404/);
  await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "1");

  await page.goto("/checkout");
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  const phone = form.getByLabel("Phone Number");
  const pincode = form.getByLabel("Pincode");
  const city = form.getByLabel("City");
  const state = form.getByLabel("State");
  await expect(state.locator("option")).toHaveCount(37); // "Select a state", 28 states and 8 union territories

  // Typed in full, a +91 number is not cut short by the input.
  await phone.pressSequentially("+91 98765 43210");
  await expect(phone).toHaveValue("+91 98765 43210");

  await pincode.pressSequentially("110001");
  await expect(city).toHaveValue("New Delhi");
  await expect(state).toHaveValue("Delhi");
  // Then the delivery promise for an order placed now (docs/product-rules.md#delivery-promise): it depends on the hour.
  await expect(pincode).toHaveAccessibleDescription(/^Central Delhi, Delhi · (Same-day delivery|Delivered by \w{3}, \d{1,2} \w{3})$/);

  await pincode.fill("999999");
  await expect(pincode).toHaveAccessibleDescription("Please enter a valid 6-digit pincode");

  await pincode.fill("560001");
  await expect(city).toHaveValue("Bengaluru");
  await expect(state).toHaveValue("Karnataka");
  await expect(pincode).not.toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
  // The city suggestion stays the shopper's to change.
  await city.fill("Bangalore");

  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByLabel("Address Line 1").fill("4 Residency Road");
  await form.getByLabel("Landmark (Optional)").fill("Opposite the metro station");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  const saved = page.getByRole("radio", { name: /4 Residency Road/ });
  await expect(saved).toBeChecked();
  const choice = page.locator("label").filter({ has: saved });
  await expect(choice).toContainText("Phone: 9876543210");
  await expect(choice).toContainText("Landmark: Opposite the metro station");
  await expect(choice).toContainText("Bangalore, Karnataka - 560001");

  const list = (await (await page.request.get("/api/addresses")).json()) as { addresses: { phone: string; city: string; state: string }[] };
  expect(list.addresses).toMatchObject([{ phone: "9876543210", city: "Bangalore", state: "Karnataka" }]);
});

test("a saved address is edited in the account, and another is made the default", async ({ page, baseURL, allowConsoleErrors }) => {
  // The server's refusal of a state that is not the pincode's is an HTTP 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  await signUpThroughApi(page.request, baseURL);
  await saveAddress(page.request, baseURL);
  await saveAddress(page.request, baseURL, { fullName: "Ravi Kumar", addressLine1: "7 Canal Colony", city: "Jaipur", pincode: "302001" });

  await page.goto("/account");
  await page.getByRole("tab", { name: "Saved Addresses" }).click();
  const panel = page.getByRole("tabpanel");
  const cards = panel.getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Default");
  await expect(cards.first()).toContainText("Asha Devi");

  await panel.getByRole("button", { name: "Edit address of Ravi Kumar, 7 Canal Colony" }).click();
  const form = panel.getByRole("form", { name: "Edit address" });
  await expect(form.getByLabel("Full Name")).toHaveValue("Ravi Kumar");
  expect(await seriousViolations(page)).toEqual([]);
  await expect(form.getByLabel("State")).toHaveValue("Rajasthan");
  await form.getByLabel("Address Line 1").fill("Tower 3, DLF Phase 2");
  await form.getByLabel("Phone Number").fill("098765 43210");
  await form.getByLabel("Pincode").fill("122001");
  await expect(form.getByLabel("City")).toHaveValue("Gurugram");
  await expect(form.getByLabel("State")).toHaveValue("Haryana");
  // The state is the pincode's (the place of supply on the invoice): another one is refused at once.
  const stateMessage = "Pincode 122001 is in Haryana. Please choose Haryana, or check the pincode.";
  await form.getByLabel("State").selectOption("Delhi");
  await expect(form.getByLabel("State")).toHaveAccessibleDescription(stateMessage);
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByLabel("State")).toHaveAccessibleDescription(stateMessage);
  await form.getByLabel("State").selectOption("Haryana");
  await expect(form.getByLabel("State")).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address updated successfully")).toBeVisible();
  await expect(form).toHaveCount(0);
  const ravi = cards.filter({ hasText: "Ravi Kumar" });
  await expect(ravi).toContainText("Tower 3, DLF Phase 2");
  await expect(ravi).toContainText("Gurugram, Haryana - 122001");
  await expect(ravi).toContainText("Phone: 9876543210");
  await expect(ravi).not.toContainText("Default");

  await ravi.getByRole("button", { name: /^Make default/ }).click();
  await expect(toast(page, "Default address updated")).toBeVisible();
  await expect(cards.first()).toContainText("Ravi Kumar");
  await expect(cards.first()).toContainText("Default");
  await expect(cards.nth(1)).toContainText("Asha Devi");
  await expect(cards.nth(1)).not.toContainText("Default");
  await expect(cards.nth(1).getByRole("button", { name: /^Make default/ })).toBeVisible();
});

test("cart, account and checkout load no validation code with the page; a save while it cannot be fetched keeps what was typed, and the next save works", async ({ page, baseURL, allowConsoleErrors }) => {
  // Every fetch of the validation code while offline is logged by the browser.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "1");
  const zod = await watchValidationCode(page);

  await page.goto("/cart");
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/checkout");
  const addNew = page.getByRole("button", { name: "Add New Address" });
  await expect(addNew).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(zod.fetched).toEqual([]);

  // The network drops before the form is opened: the save says so, sends nothing and keeps every field.
  zod.offline = true;
  await addNew.click();
  const form = page.getByRole("form", { name: "New address" });
  await fillAddress(form);
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Failed to add address")).toContainText("Could not reach the shop. Please check your connection and try again.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Asha Devi");
  await expect(form.getByRole("button", { name: "Save Address" })).toBeEnabled();
  expect(((await (await page.request.get("/api/addresses")).json()) as { addresses: unknown[] }).addresses).toEqual([]);

  // Back online, the same press checks the fields with the server's schema, and saves.
  zod.offline = false;
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription("Please enter a valid 10-digit Indian mobile number");
  expect(zod.fetched.length).toBeGreaterThan(0);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /12 Mustard Field Road/ })).toBeChecked();
});
