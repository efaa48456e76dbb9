import { and, eq } from "drizzle-orm";
import { confirmIfWaiting } from "~/server/test/back-office";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { deliveryExclusions } from "~/server/db/schema/delivery";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { deliveryJobCount, emailsTo } from "~/server/test/mail";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";

// docs/product-rules.md#delivery-promise. The shop's clock is fixed for these tests
// (SHOP_TEST_NOW, honoured in test mode only): Monday 23 November 2026, 10:00 in India.

describe("the delivery promise API and switched-off areas", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const promiseFor = (pincode: string) => shop.request("GET", `/api/delivery/${pincode}`);
  const switchOff = (json: { kind: "pincode" | "state"; value: string }) => shop.api(staff).admin.delivery.exclusions.$post({ json });

  it("answers same-day for Delhi before 14:00, a date elsewhere, cacheable until the answer could change", async () => {
    const delhi = await promiseFor("110001");
    expect(delhi.status).toBe(200);
    // 10:00 in India: four hours to the cut-off, so at most the 5-minute cap.
    expect(delhi.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await delhi.json()).toEqual({
      place: { pincode: "110001", district: "Central Delhi", state: "Delhi", city: "New Delhi", delhiNcr: true },
      promise: { deliverable: true, zone: "delhi-ncr", sameDay: true, date: "2026-11-23", text: "Same-day delivery" },
    });
    const bengaluru = (await (await promiseFor("560001")).json()) as { promise: { text: string; zone: string } };
    expect(bengaluru.promise).toMatchObject({ zone: "metro-or-capital", text: "Delivered by Sat, 28 Nov" });
  });

  it("refuses a pincode the directory lacks (404) and anything but six digits (400)", async () => {
    const unknown = await promiseFor("999999");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: "Please enter a valid 6-digit pincode", title: "Pincode not found" });
    for (const bad of ["12345", "11000a", "1100011"]) expect((await promiseFor(bad)).status).toBe(400);
  });

  it("lets staff switch a pincode off and on again, audited, and the promise follows", async () => {
    const created = await switchOff({ kind: "pincode", value: "302001" });
    expect(created.status).toBe(201);
    const { exclusion } = await created.json();
    expect(exclusion).toMatchObject({ kind: "pincode", value: "302001", createdBy: { email: staff.email } });
    expect(await (await promiseFor("302001")).json()).toMatchObject({ promise: { deliverable: false, text: "We do not deliver here yet" } });
    // Its neighbour is untouched.
    expect(await (await promiseFor("302002")).json()).toMatchObject({ promise: { deliverable: true } });

    const again = await switchOff({ kind: "pincode", value: "302001" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Deliveries to pincode 302001 are already switched off");

    const list = await (await shop.api(staff).admin.delivery.exclusions.$get()).json();
    expect(list.exclusions.map((row) => row.value)).toContain("302001");

    expect((await shop.api(staff).admin.delivery.exclusions[":id"].$delete({ param: { id: exclusion.id } })).status).toBe(204);
    expect(await (await promiseFor("302001")).json()).toMatchObject({ promise: { deliverable: true } });
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, exclusion.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["delivery.switch_off", "delivery.switch_on"]);
    expect(audit.every((row) => row.actorUserId === staff.id)).toBe(true);
  });

  it("switches off a whole state by its listed name, and refuses what is neither", async () => {
    const created = await switchOff({ kind: "state", value: "tamil nadu" });
    expect(created.status).toBe(201);
    expect((await created.json()).exclusion.value).toBe("Tamil Nadu");
    expect(await (await promiseFor("600001")).json()).toMatchObject({ promise: { deliverable: false } });

    const notAState = await switchOff({ kind: "state", value: "Atlantis" });
    expect(notAState.status).toBe(400);
    expect(await errorOf(notAState)).toMatchObject({ fields: { value: "Please select a state or union territory" } });
    const notAPincode = await switchOff({ kind: "pincode", value: "999999" });
    expect(notAPincode.status).toBe(400);
  });

  it("is staff-only: a customer gets the same 404 as an unknown path, and nothing is written", async () => {
    const customer = await shop.signUp();
    const before = await shop.db.$count(deliveryExclusions);
    const response = await shop.api(customer).admin.delivery.exclusions.$post({ json: { kind: "pincode", value: "110001" } });
    expect(response.status).toBe(404);
    expect(await shop.db.$count(deliveryExclusions)).toBe(before);
  });
});

describe("checkout and addresses where deliveries are switched off", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  it("refuses Place Order with a clear message and writes nothing", async () => {
    // The sample address is in Bharatpur, Rajasthan (321001).
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    expect((await shop.api(staff).admin.delivery.exclusions.$post({ json: { kind: "state", value: "Rajasthan" } })).status).toBe(201);
    const jobsBefore = await deliveryJobCount(shop.db);

    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      title: "We do not deliver here yet",
      message: "We do not deliver to pincode 321001 yet. Please choose another address.",
      fields: { addressId: "We do not deliver to pincode 321001 yet. Please choose another address." },
    });
    expect(await ordersOf(shop.db, user.id)).toHaveLength(0);
    expect(await cartLineCount(shop.db, user.id)).toBe(2);
    expect(await emailsTo(shop.db, user.email)).toHaveLength(0);
    expect(await deliveryJobCount(shop.db)).toBe(jobsBefore);
  });

  it("refuses saving an address at a switched-off pincode, under the pincode field", async () => {
    const user = await shop.signUp();
    expect((await shop.api(staff).admin.delivery.exclusions.$post({ json: { kind: "pincode", value: "560001" } })).status).toBe(201);
    const response = await shop.api(user).addresses.$post({
      json: { fullName: "Kavya Rao", phone: "+91 98765 43210", addressLine1: "1 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
    });
    expect(await fieldErrorsOf(response)).toEqual({ pincode: "We do not deliver to pincode 560001 yet. Please choose another address." });
  });

  it("stores the promise on the order and puts it, with a link to follow the order, in the confirmation e-mail", async () => {
    const user = await shop.signUp();
    await shop.api(user).cart.items.$post({ json: { productId: "1" } });
    const address = await saveAddress(shop, user, { pincode: "110001", city: "New Delhi", state: "Delhi" });
    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.promisedDeliveryOn).toBe("2026-11-23");
    expect(order.tracking).toBeNull();

    const [mail] = await emailsTo(shop.db, user.email);
    expect(mail?.textBody).toContain("Same-day delivery");
    expect(mail?.textBody).toContain(`Follow your order: ${shop.env.baseUrl}/account/orders/${order.orderNumber}`);
    expect(mail?.htmlBody).toContain(`href="${shop.env.baseUrl}/account/orders/${order.orderNumber}"`);
  });
});

describe("following an order: /api/orders/number/{number} and shipping with tracking", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: "2026-11-23T15:00:00+05:30" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const move = (orderId: string, json: Record<string, string>) =>
    shop.request("POST", `/api/admin/orders/${orderId}/status`, { cookie: staff.cookie, body: json });

  async function placedOrder() {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    return { user, order: (await response.json()).order };
  }

  it("shows its owner the order, its promise and its history; anyone else gets 404", async () => {
    const { user, order } = await placedOrder();
    const mine = await shop.api(user).orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } });
    expect(mine.status).toBe(200);
    const detail = await mine.json();
    // Bharatpur, Rajasthan: North India, 4 business days after Monday.
    expect(detail.order).toMatchObject({ orderNumber: order.orderNumber, promisedDeliveryOn: "2026-11-27", tracking: null });
    expect(detail.history).toEqual([{ status: "pending", at: order.createdAt, note: null }]);
    expect(detail.order).not.toHaveProperty("userId");

    const stranger = await shop.signUp();
    for (const orderNumber of [order.orderNumber, order.id, "ORD-1-AAAAAAA", "x"]) {
      const response = await shop.api(stranger).orders.number[":orderNumber"].$get({ param: { orderNumber } });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe("Order not found");
    }
    expect((await shop.request("GET", `/api/orders/number/${order.orderNumber}`)).status).toBe(401);
  });

  it("will not ship without the courier and the tracking number, nor with a link that is not https", async () => {
    const { order } = await placedOrder();
    await confirmIfWaiting(shop, staff, order.id);
    expect((await move(order.id, { toStatus: "processing" })).status).toBe(200);

    const bare = await move(order.id, { toStatus: "shipped" });
    expect(await fieldErrorsOf(bare)).toEqual({ courier: "Please enter the courier", trackingNumber: "Please enter the tracking number" });
    const plainHttp = await move(order.id, { toStatus: "shipped", courier: "Delhivery", trackingNumber: "DLV123", trackingUrl: "http://track.example.com/DLV123" });
    expect(await fieldErrorsOf(plainHttp)).toEqual({ trackingUrl: "The tracking link must be a web address starting with https://" });
    const script = await move(order.id, { toStatus: "shipped", courier: "Delhivery", trackingNumber: "DLV123", trackingUrl: "javascript:alert(1)" });
    expect(script.status).toBe(400);

    // Only the move to processing happened.
    expect(await shop.db.$count(auditLog, and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.status")))).toBe(1);
    const detail = await (await shop.api(staff).admin.orders[":id"].$get({ param: { id: order.id } })).json();
    expect(detail.order).toMatchObject({ orderStatus: "processing", tracking: null });
  });

  it("ships with tracking: stored, audited, e-mailed and shown on the customer's order page", async () => {
    const { user, order } = await placedOrder();
    await confirmIfWaiting(shop, staff, order.id);
    expect((await move(order.id, { toStatus: "processing" })).status).toBe(200);
    const shipped = await move(order.id, { toStatus: "shipped", courier: "Blue Dart", trackingNumber: "BD 7788-99", trackingUrl: "https://track.example.com/BD778899" });
    expect(shipped.status).toBe(200);

    const tracking = { courier: "Blue Dart", trackingNumber: "BD 7788-99", trackingUrl: "https://track.example.com/BD778899" };
    const detail = await (await shop.api(user).orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } })).json();
    expect(detail.order).toMatchObject({ orderStatus: "shipped", tracking });
    expect(detail.history.map((step) => step.status)).toEqual(["pending", "processing", "shipped"]);

    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.status"))).orderBy(auditLog.createdAt).offset(1);
    expect(audit?.after).toMatchObject({ orderStatus: "shipped", tracking });

    await shop.mailSettled();
    const mails = await emailsTo(shop.db, user.email);
    const shippedMail = mails.find((mail) => mail.kind === "order_status");
    expect(shippedMail?.textBody).toContain("Courier: Blue Dart");
    expect(shippedMail?.textBody).toContain("Tracking number: BD 7788-99");
    expect(shippedMail?.textBody).toContain("Track it: https://track.example.com/BD778899");
    expect(shippedMail?.textBody).toContain(`Your order: ${shop.env.baseUrl}/account/orders/${order.orderNumber}`);
    // Placed at 15:00 in Bharatpur: the confirmation promised Friday.
    expect(mails.find((mail) => mail.kind === "order_confirmation")?.textBody).toContain("Delivered by Fri, 27 Nov");
  });
});
