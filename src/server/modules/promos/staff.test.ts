import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { promoCodes } from "~/server/db/schema/promos";
import type { ApiClient } from "~/server/test/api-client";
import { errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

type PromoForm = InferRequestType<ApiClient["admin"]["promos"]["$post"]>["json"];

describe("staff manage promo codes", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));

  const promos = () => shop.api(staff).admin.promos;
  const create = (json: PromoForm) => promos().$post({ json });
  const edit = (id: string, json: PromoForm) => promos()[":id"].$put({ param: { id }, json });
  const base: PromoForm = { code: "holi15", description: "Holi 15% off", discountType: "percentage", discountValue: 15, maxDiscountRupees: "200", minOrderRupees: "", usageLimit: "50", validUntil: "2026-03-31", isActive: true };

  it("lists every code with how often it has been used", async () => {
    const response = await promos().$get();
    const { promos: list } = await response.json();
    expect(list.find((promo) => promo.code === "FIRST100")).toMatchObject({ usedCount: 100, usageLimit: 100, discountType: "fixed", discountValue: 10_000 });
    expect(list.map((promo) => promo.code)).toContain("LAUNCH10");
  });

  it("creates a code upper-cased, with amounts in paise and the end of the chosen day in Asia/Kolkata", async () => {
    const response = await create(base);
    expect(response.status).toBe(201);
    const { promo } = await response.json();
    expect(promo).toMatchObject({ code: "HOLI15", discountValue: 15, maxDiscountPaise: 20_000, minOrderPaise: null, usageLimit: 50, usedCount: 0, isActive: true });
    expect(promo.validUntil).toBe(new Date("2026-03-31T23:59:59.999+05:30").toISOString());
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, promo.id));
    expect(audit).toMatchObject({ actorUserId: staff.id, action: "promo.create", before: null, after: { code: "HOLI15", discountValue: 15 } });
  });

  it("refuses a code that exists in any case", async () => {
    const response = await create({ ...base, code: "Holi15" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { fields: { code: "A promo code with this code already exists" } } });
    expect((await create({ ...base, code: "launch10" })).status).toBe(409);
  });

  it.each([
    [{ discountValue: 0 }, "discountValue"],
    [{ discountValue: 101 }, "discountValue"],
    [{ discountValue: 12.5 }, "discountValue"],
    [{ code: "" }, "code"],
    [{ code: "A".repeat(21) }, "code"],
    [{ code: "NO SPACES" }, "code"],
    [{ discountType: "bogo" }, "discountType"],
    [{ usageLimit: "0" }, "usageLimit"],
    [{ validUntil: "31/03/2026" }, "validUntil"],
    [{ maxDiscountRupees: "-5" }, "maxDiscountRupees"],
  ])("refuses %o with a message on %s", async (change, field) => {
    // Raw on purpose: the typed client would not let some of these bodies through.
    const response = await shop.request("POST", "/api/admin/promos", { cookie: staff.cookie, body: { ...base, code: "BADONE", ...change } });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
  });

  it("accepts a fixed amount in rupees, paise included", async () => {
    const response = await create({ code: "FLAT37", discountType: "fixed", discountValue: "37.5" });
    expect(response.status).toBe(201);
    expect((await response.json()).promo).toMatchObject({ discountValue: 3_750, usageLimit: null, validUntil: null, isActive: true });
  });

  it("edits a code and records before and after", async () => {
    const [existing] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "HOLI15"));
    const response = await edit(existing!.id, { ...base, code: "holi20", discountValue: 20, isActive: false });
    expect(response.status).toBe(200);
    expect((await response.json()).promo).toMatchObject({ code: "HOLI20", discountValue: 20, isActive: false });
    const rows = await shop.db.select().from(auditLog).where(eq(auditLog.action, "promo.update"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityId: existing!.id, before: { code: "HOLI15", discountValue: 15, isActive: true }, after: { code: "HOLI20", discountValue: 20, isActive: false } });
  });

  it("refuses a usage limit below the uses already taken, and renaming onto another code", async () => {
    const [first] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "FIRST100"));
    const response = await edit(first!.id, { code: "FIRST100", discountType: "fixed", discountValue: 100, usageLimit: 99 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { usageLimit: "The usage limit cannot be below the times already used (100)" } } });
    expect((await edit(first!.id, { code: "flat50", discountType: "fixed", discountValue: 100 })).status).toBe(409);
    expect((await edit("00000000-0000-4000-8000-000000000000", base)).status).toBe(404);
  });
  it("keeps the name of a code that has been used, since orders and cancellations refer to it by name", async () => {
    const [used] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "FIRST100"));
    const response = await edit(used!.id, { code: "FIRST100X", discountType: "fixed", discountValue: 100, usageLimit: 100 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { message: "A code that has been used cannot be renamed: create a new code instead", fields: { code: "A code that has been used cannot be renamed: create a new code instead" } },
    });
    const [after] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, used!.id));
    expect(after!.code).toBe("FIRST100");
  });

  it("refuses a date that does not exist or is out of range, and a value that is not a number, saving nothing", async () => {
    const cases: [Partial<Record<keyof PromoForm, unknown>>, string, string][] = [
      [{ validUntil: "2026-99-99" }, "validUntil", "Use a date like 2026-03-05"],
      [{ validUntil: "0000-01-01" }, "validUntil", "Use a date like 2026-03-05"],
      [{ validUntil: "2026-02-31" }, "validUntil", "Use a date like 2026-03-05"],
      [{ discountValue: true }, "discountValue", "Value is required"],
      [{ discountType: "fixed", discountValue: 0.001 }, "discountValue", "Value must be more than 0"],
      [{ usageLimit: [5] }, "usageLimit", "Usage limit must be a number"],
      [{ maxDiscountRupees: "12abc" }, "maxDiscountRupees", "Maximum discount must be a number"],
      [{ discountType: "fixed", discountValue: "0x10" }, "discountValue", "Value is required"],
      [{ usageLimit: "1e3" }, "usageLimit", "Usage limit must be a number"],
    ];
    for (const [change, field, message] of cases) {
      const response = await shop.request("POST", "/api/admin/promos", { cookie: staff.cookie, body: { ...base, code: "BADINPUT", ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await errorOf(response)).fields?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "BADINPUT"))).toEqual([]);
  });
});
