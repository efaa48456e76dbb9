import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { orders } from "~/server/db/schema/orders";
import { returnPhotos, returnRequests } from "~/server/db/schema/returns";
import { errorOf } from "~/server/test/answers";
import { deliveredHoursAgo, deliveredOrder, orderItemsOf, photoFile, reportProblemRequest } from "~/server/test/returns";
import { sidewaysJpegWithGps } from "~/server/test/images";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { NOT_DELIVERED_MESSAGE, WINDOW_CLOSED_MESSAGE } from "~/shared/returns";
import { CANNOT_CANCEL_DELIVERED } from "~/shared/cancel-order";
import { RETURN_PHOTOS_MESSAGE, RETURN_QUANTITY_MESSAGE } from "~/shared/schemas/return-request";
import { seedHindi } from "~/shared/catalog/seed-hindi";
import { ALREADY_REPORTED_MESSAGE } from "./service";

// PRODUCT.md "After the sale": a problem is reported within 48 hours of delivery, with photos seen only by the shopper and staff.

describe("reporting a problem with a delivered order", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));
  const leaking = async (orderItemId: string, quantity = 1) => ({ lines: [{ orderItemId, quantity }], reason: "leaking", description: "The jar arrived with oil all over the box.", resolution: "refund", photos: [await photoFile()] });
  const countRows = async () => ({ requests: await shop.db.$count(returnRequests), photos: await shop.db.$count(returnPhotos) });
  const privateFiles = async () => readdir(path.join(shop.env.DATA_DIR, "private-media"), { recursive: true }).catch(() => [] as string[]);

  it("files a request with its photo, stripped of metadata and served only to its shopper and staff", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const form = { ...(await leaking(item!.id)), photos: [new File([new Uint8Array(await sidewaysJpegWithGps({ width: 800, height: 600 }))], "phone.jpg", { type: "image/jpeg" })] };
    const answer = await reportProblemRequest(shop, user, order.orderNumber, form);
    expect(answer.status).toBe(201);
    const { request } = (await answer.json()) as { request: { id: string; status: string; lines: { orderItemId: string; sizeId: string; quantity: number }[]; photos: { url: string }[] } };
    expect(request).toMatchObject({ status: "pending", lines: [{ orderItemId: item!.id, sizeId: item!.sizeId, quantity: 1 }] });

    const seen = await (await shop.api(user).returns.orders[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } })).json();
    expect(seen.window.open).toBe(true);
    expect(seen.requests.map((row) => row.id)).toEqual([request.id]);
    expect(seen.returnable).toEqual([{ orderItemId: item!.id, quantity: 1 }]);
    expect(seen.requests[0]!.lines.map((line) => line.title)).toEqual(["Hydraulic Pressed Mustard Oil 1L"]);
    // A Hindi order page names the reported item as the order's items are named there.
    const inHindi = await (await shop.api(user).returns.orders[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } }, { headers: { "Accept-Language": "hi" } })).json();
    expect(inHindi.requests[0]!.lines.map((line) => line.title)).toEqual([seedHindi["1"]!.nameHi]);

    const url = request.photos[0]!.url;
    const mine = await shop.request("GET", url, { cookie: user.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/webp");
    expect(mine.headers.get("cache-control")).toContain("private");
    const metadata = await sharp(new Uint8Array(await mine.arrayBuffer())).metadata();
    expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);
    expect((await shop.request("GET", url, { cookie: staff.cookie })).status).toBe(200);
    const stranger = await shop.signUp();
    expect((await shop.request("GET", url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await shop.request("GET", url)).status).toBe(401);
    const key = (await shop.db.select({ key: returnPhotos.storageKey }).from(returnPhotos).where(eq(returnPhotos.requestId, request.id)))[0]!.key;
    expect((await shop.request("GET", `/media/${key}`)).status).toBe(404);

    const cancel = await shop.request("POST", `/api/orders/number/${order.orderNumber}/cancel`, { cookie: user.cookie, body: { reason: "Ordered by mistake" } });
    expect([cancel.status, (await errorOf(cancel)).message]).toEqual([409, CANNOT_CANCEL_DELIVERED]);
  });

  it("refuses what breaks a rule, each with its reason, writing no row and no photo", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const before = { rows: await countRows(), files: (await privateFiles()).length };

    const noPhoto = await reportProblemRequest(shop, user, order.orderNumber, { ...(await leaking(item!.id)), photos: [] });
    expect([noPhoto.status, (await errorOf(noPhoto)).fields]).toEqual([400, { photos: RETURN_PHOTOS_MESSAGE }]);
    const tooMany = await reportProblemRequest(shop, user, order.orderNumber, await leaking(item!.id, 3));
    expect([tooMany.status, (await errorOf(tooMany)).fields]).toEqual([400, { lines: RETURN_QUANTITY_MESSAGE }]);
    const notAPhoto = await reportProblemRequest(shop, user, order.orderNumber, { ...(await leaking(item!.id)), photos: [new File(["not a photo"], "a.jpg", { type: "image/jpeg" })] });
    expect(notAPhoto.status).toBe(400);
    const stranger = await shop.signUp();
    expect((await reportProblemRequest(shop, stranger, order.orderNumber, await leaking(item!.id))).status).toBe(404);
    expect((await reportProblemRequest(shop, undefined, order.orderNumber, await leaking(item!.id))).status).toBe(401);

    await deliveredHoursAgo(shop, order.id, 49);
    const late = await reportProblemRequest(shop, user, order.orderNumber, await leaking(item!.id));
    expect([late.status, (await errorOf(late)).message]).toEqual([409, WINDOW_CLOSED_MESSAGE]);
    expect((await (await shop.api(user).returns.orders[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } })).json()).window).toMatchObject({ open: false, reason: WINDOW_CLOSED_MESSAGE });

    expect({ rows: await countRows(), files: (await privateFiles()).length }).toEqual(before);
  });

  it("asks for no photo for a missing item, allows one open request per line, and waits for delivery", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const missing = { lines: [{ orderItemId: item!.id, quantity: 1 }], reason: "missing_item", description: "Only one jar was in the box.", resolution: "replacement" };
    expect((await reportProblemRequest(shop, user, order.orderNumber, missing)).status).toBe(201);
    const again = await reportProblemRequest(shop, user, order.orderNumber, missing);
    expect([again.status, (await errorOf(again)).message]).toEqual([409, ALREADY_REPORTED_MESSAGE]);

    const { user: other, order: notYet } = await deliveredOrder(shop, staff);
    await shop.db.update(orders).set({ orderStatus: "shipped" }).where(eq(orders.id, notYet.id));
    const [line] = await orderItemsOf(shop, notYet.id);
    const early = await reportProblemRequest(shop, other, notYet.orderNumber, { ...missing, lines: [{ orderItemId: line!.id, quantity: 1 }] });
    expect([early.status, (await errorOf(early)).message]).toEqual([409, NOT_DELIVERED_MESSAGE]);
  });
});
