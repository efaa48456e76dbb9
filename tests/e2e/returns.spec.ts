import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../../src/server/test/pdf";
import { picture } from "../../src/server/test/images";
import { formatRupees } from "../../src/shared/money";
import { adminServerWithStaffForFile, staffContext } from "./admin-server";
import { expect, newHydratingPage, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";
import { recordRefundSent, refundSentText } from "./refund-desk";
import { toast } from "./storefront-helpers";

// docs/product-rules.md#returns-report-a-problem: a shopper reports a leaking jar with a photo within 48
// hours of delivery, staff approve a refund, the credit note covers exactly that line, and the refund is
// sent to the UPI ID the shopper gives; or staff approve a replacement, which ships under a delivery challan.

const admin = adminServerWithStaffForFile();
const at = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });

/** A shopper signed in on `request` with two jars of one oil and one of another, delivered by staff (so paid in cash). */
async function deliveredOrder(request: APIRequestContext, staff: APIRequestContext) {
  const buyer = { base: admin.server.baseURL, name: "Radha Meena", emailPrefix: "return", productIds: ["1", "1", "2"], participateLuckyDraw: false };
  const { order } = await signUpAndOrder(request, { ...buyer, address: { phone: "9812345678", addressLine1: "7 Sarson Marg" } });
  expect((await staff.post(at(`/api/admin/orders/${order.id}/cod-confirmation`), { headers: headers(), data: { note: "Confirmed on the phone" } })).ok()).toBe(true);
  for (const move of [{ toStatus: "processing" }, { toStatus: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" }, { toStatus: "delivered" }]) {
    expect((await staff.post(at(`/api/admin/orders/${order.id}/status`), { headers: headers(), data: move })).ok()).toBe(true);
  }
  return order;
}

test("a shopper reports a leaking jar with a photo, staff approve a refund, the credit note covers exactly that line, and the refund shows done with its UTR", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const staff = await staffContext(browser, admin);
  const order = await deliveredOrder(page.request, staff.request);
  const shopper = await newHydratingPage(page.context());
  await shopper.goto(at(`/account/orders/${order.orderNumber}`));
  await expect(shopper.getByText("Order: Delivered")).toBeVisible();
  await expect(shopper.getByText("This order has been delivered, so it can no longer be cancelled.")).toBeVisible();

  const section = shopper.getByRole("region", { name: "Report a problem" });
  await section.getByRole("button", { name: "Report a problem" }).click();
  const dialog = shopper.getByRole("dialog", { name: "Report a problem" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose at least one item with a problem")).toBeVisible();

  await dialog.getByRole("checkbox", { name: "Hydraulic Pressed Mustard Oil 1L" }).check();
  await expect(dialog.getByRole("combobox", { name: "How many" })).toHaveValue("1");
  await dialog.getByRole("radio", { name: "Leaking" }).check();
  await dialog.getByLabel("Describe the problem").fill("The lid was cracked and oil leaked all over the box.");
  await dialog.getByRole("radio", { name: "Refund" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please add 1 to 3 photos of the problem")).toBeVisible();
  await dialog.getByLabel(/^Photos/).setInputFiles({ name: "leak.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", { width: 640, height: 480, colour: "#c8a000" }) });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toast(shopper, "Problem reported")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = section.getByTestId("return-request");
  await expect(card).toContainText("Waiting for our team");
  await expect(card).toContainText("1 x Hydraulic Pressed Mustard Oil 1L");
  await expect(card.getByRole("img", { name: "Your photo 1 of the problem" })).toHaveJSProperty("complete", true);

  const staffPage = await newHydratingPage(staff);
  await staffPage.goto(at("/admin/returns"));
  const request = staffPage.getByRole("article", { name: `Problem with order ${order.orderNumber}` });
  await expect(request).toContainText("Leaking");
  const photo = request.getByRole("img", { name: `Shopper's photo 1 of order ${order.orderNumber}` });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await request.getByRole("button", { name: "Approve refund" }).click();
  await expect(toast(staffPage, "Approved")).toBeVisible();
  await staffPage.getByRole("tab", { name: "Approved" }).click();
  const approved = staffPage.getByRole("article", { name: `Problem with order ${order.orderNumber}` });
  await expect(approved).toContainText(/Credit note DFC\//);

  const returns = (await (await page.request.get(at(`/api/returns/orders/${order.orderNumber}`))).json()) as { requests: { id: string; creditedPaise: number; creditNoteNumber: string }[] };
  const [decided] = returns.requests;
  const pdf = await staff.request.get(at(`/api/returns/requests/${decided!.id}/credit-note.pdf`));
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(decided!.creditNoteNumber);
  expect(text).toContain("Hydraulic Pressed");
  expect(text).not.toContain("Wood Pressed");
  const amount = formatRupees(decided!.creditedPaise);
  expect(text).toContain(`Amount credited ${amount}`);

  // The order was paid in cash: the shopper says where the refund goes, staff send it and record its UTR.
  await shopper.reload();
  await expect(shopper.getByRole("region", { name: "Report a problem" }).getByTestId("return-request")).toContainText(`Refund of ${amount} approved.`);
  const refunds = shopper.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByText(`Where should we send your refund of ${amount}?`)).toBeVisible();
  await refunds.getByRole("textbox", { name: "UPI ID" }).fill("radha.meena@okaxis");
  await refunds.getByRole("button", { name: "Send my refund here" }).click();
  await expect(refunds.getByText(`${amount} is being sent to ra•••@okaxis`)).toBeVisible();
  const { utr } = await recordRefundSent(staff, at, order.orderNumber, "radha.meena@okaxis");
  await staff.close();

  await shopper.reload();
  await expect(shopper.getByRole("region", { name: "Refunds" })).toContainText(refundSentText(amount, "ra•••@okaxis", utr));
});

test("staff approve a replacement: a ₹0 order of the jar appears and its delivery challan downloads for staff and shopper", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const staff = await staffContext(browser, admin);
  const order = await deliveredOrder(page.request, staff.request);
  const detail = (await (await page.request.get(at(`/api/orders/number/${order.orderNumber}`))).json()) as { order: { items: { id: string; productId: string }[] } };
  const oil = detail.order.items.find((item) => item.productId === "1")!;
  const reported = await page.request.post(at(`/api/returns/orders/${order.orderNumber}`), {
    headers: headers(),
    multipart: {
      lines: JSON.stringify([{ orderItemId: oil.id, quantity: 1 }]),
      reason: "leaking",
      description: "The lid was cracked and oil leaked all over the box.",
      resolution: "replacement",
      photos: { name: "leak.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", { width: 640, height: 480, colour: "#c8a000" }) },
    },
  });
  expect(reported.status()).toBe(201);

  const desk = await newHydratingPage(staff);
  await desk.goto(at("/admin/returns"));
  await desk.getByRole("article", { name: `Problem with order ${order.orderNumber}` }).getByRole("button", { name: "Approve replacement" }).click();
  await expect(toast(desk, "Approved")).toBeVisible();
  await desk.getByRole("tab", { name: "Approved" }).click();
  const approved = desk.getByRole("article", { name: `Problem with order ${order.orderNumber}` });
  const link = approved.getByRole("link", { name: /^order ORD-/ });
  await expect(approved).toContainText(/Replacement order ORD-\S+ at ₹0 \(Pending\)/);
  const replacementNumber = (await link.textContent())!.replace("order ", "").trim();
  await link.click();
  await expect(desk.getByText(`Free replacement for order ${order.orderNumber}`)).toBeVisible();
  const challanLink = desk.getByRole("link", { name: /^Delivery challan/ });
  const challan = await staff.request.get(at((await challanLink.getAttribute("href"))!));
  expect([challan.status(), challan.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const text = await pdfText(await challan.body());
  for (const words of ["Delivery Challan", "Not a tax invoice", replacementNumber, order.orderNumber, "Hydraulic Pressed", "1514"]) expect(text).toContain(words);
  expect(text).not.toContain("Wood Pressed");
  await desk.goto(at("/admin/orders"));
  await expect(desk.getByText(replacementNumber).first()).toBeVisible();
  await staff.close();

  const shopper = await newHydratingPage(page.context());
  await shopper.goto(at(`/account/orders/${order.orderNumber}`));
  const line = shopper.getByTestId("replacement");
  await expect(line).toContainText(`Replacement on its way: order ${replacementNumber} (Pending), at no charge.`);
  await line.getByRole("link", { name: `order ${replacementNumber}` }).click();
  await expect(shopper.getByText(`Free replacement for order ${order.orderNumber}, at no charge.`)).toBeVisible();
  const download = shopper.getByRole("link", { name: "Download delivery challan" });
  const mine = await page.request.get(at((await download.getAttribute("href"))!));
  expect(await pdfText(await mine.body())).toContain(replacementNumber);
});
