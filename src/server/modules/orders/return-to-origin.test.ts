import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { taxDocuments } from "~/server/db/schema/invoices";
import { orders } from "~/server/db/schema/orders";
import { confirmByPhone, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { stockOf as stockOfSize } from "~/server/test/db-reads";
import { joinedMember } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { RETURN_REASON_MESSAGE } from "~/shared/schemas/admin-orders";

describe("a refused or undeliverable parcel: Returned to origin", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const stockOf = (sizeId: string) => stockOfSize(shop.db, sizeId);

  /** A friend's COD order (a member's code) placed, confirmed and shipped. */
  async function shippedOrder(code: string) {
    const friend = await shopperWithCart(shop, ["1", "2"]);
    const placed = await placeOrderRequest(shop, friend.user, { addressId: friend.address.id, promoCode: code, idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    await confirmByPhone(shop, staff, order.id);
    for (const status of ["processing", "shipped"] as const) expect((await moveOrderRequest(shop, staff, order.id, status)).status).toBe(200);
    return { order, friend: friend.user };
  }

  it("needs a reason, and only a shipped order can come back", async () => {
    const { code } = await joinedMember(shop, "Kavita Rao");
    const { order } = await shippedOrder(code);
    const noReason = await shop.api(staff).admin.orders[":id"].status.$post({ param: { id: order.id }, json: { toStatus: "returned_to_origin" } });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: { fields: { reason: RETURN_REASON_MESSAGE } } });
    expect((await shop.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.orderStatus).toBe("shipped");
    const foreign = await moveOrderRequest(shop, staff, order.id, "returned_to_origin", { writeOffItemIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(foreign.status).toBe(400);
    expect((await shop.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.orderStatus).toBe("shipped");
  });

  it("puts back one line's stock and writes off the other's, issues a credit note, marks the cash not collected, credits no commission and tells the shopper", async () => {
    const { user: member, code } = await joinedMember(shop, "Neha Gupta");
    await shop.db.update(catalogueSizes).set({ stockOnHand: 50 }).where(inArray(catalogueSizes.id, ["1", "2"]));
    const { order, friend } = await shippedOrder(code);
    const lineTwo = order.items.find((item: { productId: string }) => item.productId === "2")!;

    expect(await stockOf("1")).toBe(49);
    expect(await stockOf("2")).toBe(49);
    const moved = await moveOrderRequest(shop, staff, order.id, "returned_to_origin", { writeOffItemIds: [lineTwo.id] });
    expect(moved.status).toBe(200);
    expect((await moved.json()).order).toMatchObject({ orderStatus: "returned_to_origin", paymentStatus: "not_collected" });
    expect(await stockOf("1")).toBe(50);
    expect(await stockOf("2")).toBe(49);

    const notes = await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, "credit-note")));
    expect(notes).toHaveLength(1);
    const membership = await (await shop.api(member).membership.$get()).json();
    expect(membership.rewards).toEqual([]);
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.status"))).orderBy(auditLog.createdAt).then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({
      actorUserId: staff.id,
      after: { orderStatus: "returned_to_origin", paymentStatus: "not_collected", reason: "Refused at the door", stockWrittenOff: [{ itemId: "2", quantity: 1 }], creditNoteIssued: notes[0]!.number },
    });
    expect(audit?.after).not.toHaveProperty("commissionCredited");

    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === friend.email && message.subject.includes("has come back to us"));
    expect(mail).toHaveLength(1);
    const page = await (await shop.api(friend).orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } })).json();
    expect(page.order).toMatchObject({ orderStatus: "returned_to_origin", creditNoteNumber: notes[0]!.number });
    expect((await moveOrderRequest(shop, staff, order.id, "delivered")).status).toBe(409);
  });
});
