import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { deliveryHolidays } from "~/server/db/schema/delivery-holidays";
import { bodyOf, errorOf, fieldErrorsOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, saveAddress } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";

// docs/product-rules.md#delivery-promise. The shop's clock: Monday 23 November 2026, 10:00 in India.

describe("delivery holidays", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const holidays = () => shop.api(staff).admin.delivery.holidays;
  const promiseFor = async (pincode: string) => ((await (await shop.request("GET", `/api/delivery/${pincode}`)).json()) as { promise: { date: string; text: string } }).promise;

  it("starts with the national holidays of this year and next that are still ahead", async () => {
    const { holidays: list } = await bodyOf(holidays().$get());
    expect(list.map((row) => `${row.day} ${row.name}`)).toEqual([
      "2027-01-26 Republic Day",
      "2027-03-22 Holi",
      "2027-08-15 Independence Day",
      "2027-10-02 Gandhi Jayanti",
      "2027-10-29 Diwali",
    ]);
  });

  it("lets staff add a day, audited, and every promise and new order skips it until it is removed", async () => {
    expect(await promiseFor("560001")).toMatchObject({ date: "2026-11-28", text: "Delivered by Sat, 28 Nov" });
    const { holiday } = await bodyOf(holidays().$post({ json: { day: "2026-11-25", name: "Stock-taking" } }), 201);
    expect(holiday).toMatchObject({ day: "2026-11-25", name: "Stock-taking", createdBy: { email: staff.email } });
    expect(await promiseFor("560001")).toMatchObject({ date: "2026-11-30", text: "Delivered by Mon, 30 Nov" });
    // Today is not the holiday: Delhi's same-day stands.
    expect(await promiseFor("110001")).toMatchObject({ text: "Same-day delivery" });

    const user = await shop.signUp();
    await addToCart(shop, user, ["1"]);
    const address = await saveAddress(shop, user, { pincode: "560001", city: "Bengaluru", state: "Karnataka" });
    const placed = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(((await placed.json()) as { order: { promisedDeliveryOn: string } }).order.promisedDeliveryOn).toBe("2026-11-30");

    expect((await holidays()[":id"].$delete({ param: { id: holiday.id } })).status).toBe(204);
    expect(await promiseFor("560001")).toMatchObject({ date: "2026-11-28" });
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, holiday.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["delivery.holiday_add", "delivery.holiday_remove"]);
    expect(audit.every((row) => row.actorUserId === staff.id)).toBe(true);
  });

  it("makes a holiday of today: no same-day delivery in Delhi", async () => {
    const { holiday } = await bodyOf(holidays().$post({ json: { day: "2026-11-23", name: "Local festival" } }), 201);
    expect(await promiseFor("110001")).toMatchObject({ text: "Delivered by Tue, 24 Nov" });
    await holidays()[":id"].$delete({ param: { id: holiday.id } });
  });

  it("refuses a second holiday on one day, a bad date or name, and writes nothing", async () => {
    const before = await shop.db.$count(deliveryHolidays);
    const again = await holidays().$post({ json: { day: "2027-01-26", name: "Republic Day again" } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toEqual({ day: "Already a delivery holiday" });
    const bad = await holidays().$post({ json: { day: "2026-02-30", name: "" } });
    expect(await fieldErrorsOf(bad)).toEqual({ day: "Please choose a date", name: "Please name the holiday (2 to 60 characters)" });
    expect(await shop.db.$count(deliveryHolidays)).toBe(before);
  });

  it("is staff-only: signed out 401, a customer the back office's 404", async () => {
    const customer = await shop.signUp();
    const before = await shop.db.$count(deliveryHolidays);
    expect((await shop.api().admin.delivery.holidays.$post({ json: { day: "2026-12-01", name: "Sneaky" } })).status).toBe(401);
    expect((await shop.api(customer).admin.delivery.holidays.$post({ json: { day: "2026-12-01", name: "Sneaky" } })).status).toBe(404);
    expect((await shop.api(customer).admin.delivery.holidays.$get()).status).toBe(404);
    expect(await shop.db.$count(deliveryHolidays)).toBe(before);
  });
});
