import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/server/db/schema/orders";
import { bodyOf, errorOf } from "~/server/test/answers";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

describe("the staff order list by payment", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(async () => {
    const lister = await signUpStaff(shop);
    const buyer = await shop.signUp({ name: "Kavita Sharma" });
    await insertOrder(shop.db, buyer.id, { fullName: "Cash Buyer" });
    const upi = await insertOrder(shop.db, buyer.id, { fullName: "UPI Buyer" });
    await shop.db.update(orders).set({ paymentMethod: "upi", paymentStatus: "submitted", paymentReference: "123456789012" }).where(eq(orders.id, upi.id));
    return lister;
  });

  it("shows each order's payment method and status, and filters by payment status on the server", async () => {
    const all = await bodyOf(shop.api(staff).admin.orders.$get({ query: {} }));
    expect(all.rows.map(({ shippingFullName, paymentMethod, paymentStatus }) => ({ shippingFullName, paymentMethod, paymentStatus }))).toEqual(
      expect.arrayContaining([
        { shippingFullName: "Cash Buyer", paymentMethod: "cod", paymentStatus: "pending" },
        { shippingFullName: "UPI Buyer", paymentMethod: "upi", paymentStatus: "submitted" },
      ]),
    );
    const submitted = await bodyOf(shop.api(staff).admin.orders.$get({ query: { paymentStatus: "submitted" } }));
    expect(submitted.rows.map((row) => row.shippingFullName)).toEqual(["UPI Buyer"]);
    const pending = await bodyOf(shop.api(staff).admin.orders.$get({ query: { paymentStatus: "pending" } }));
    expect(pending.rows.map((row) => row.shippingFullName)).toEqual(["Cash Buyer"]);
  });

  it("refuses a payment status it does not know", async () => {
    const answer = await shop.request("GET", "/api/admin/orders?paymentStatus=lost", { cookie: staff.cookie });
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual({ paymentStatus: "Choose a payment status" });
  });
});
