import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { taxDocuments } from "~/server/db/schema/invoices";
import { paymentSettings } from "~/server/db/schema/payment-settings";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest, type PlaceOrderAnswer } from "~/server/test/checkout";
import { parseCsv } from "~/server/test/csv";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { emailsTo } from "~/server/test/mail";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { DEFAULT_PAYMENT_SETTINGS } from "~/shared/payment";
import type { PaymentSettingsInput } from "~/shared/schemas/payment-settings";

// Issue 43: staff's payment figures, cash on delivery switched off at chosen pincodes, and the
// COD charge and UPI saving as their own lines. The sample address is pincode 321001 (Rajasthan).

const figures = (overrides: Partial<Record<keyof PaymentSettingsInput, string | number>> = {}) =>
  ({ upiHoldMinutes: 30, codConfirmMinTotalRupees: 2000, codConfirmHours: 48, codChargeRupees: 0, upiSavingRupees: 0, ...overrides }) as PaymentSettingsInput;

describe("payment settings, COD pincodes, COD charge and UPI saving", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const saveSettings = (json: PaymentSettingsInput) => shop.api(staff).admin.payments.settings.$put({ json });
  const auditOf = (action: string) => shop.db.select().from(auditLog).where(eq(auditLog.action, action));
  const documentOf = async (orderId: string, kind: "invoice" | "credit-note") =>
    (await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind))))[0]!.document;
  const invoiceOf = (orderId: string) => documentOf(orderId, "invoice");

  it("answers the defaults until staff save, refuses bad figures with clear messages and writes nothing", async () => {
    expect(await (await shop.api(staff).admin.payments.settings.$get()).json()).toEqual({ settings: DEFAULT_PAYMENT_SETTINGS });
    const bad = await saveSettings(figures({ upiHoldMinutes: 2, codConfirmHours: "1.5", codChargeRupees: -5, upiSavingRupees: "ten", codConfirmMinTotalRupees: "20.005" }));
    expect(await fieldErrorsOf(bad)).toEqual({
      upiHoldMinutes: "UPI payment time must be from 5 to 1,440 minutes",
      codConfirmHours: "COD confirmation time must be a whole number",
      codChargeRupees: "COD charge cannot be negative",
      upiSavingRupees: "UPI saving must be a number",
      codConfirmMinTotalRupees: "COD confirmation threshold can have at most two decimals",
    });
    expect(await shop.db.select().from(paymentSettings)).toHaveLength(0);
    expect(await auditOf("payments.settings")).toHaveLength(0);
  });

  it("saves the one row, audited with the before and after, and saves it again in place", async () => {
    const saved = await saveSettings(figures({ codChargeRupees: "30", upiSavingRupees: 20, upiHoldMinutes: 45 }));
    expect(saved.status).toBe(200);
    const after = { ...DEFAULT_PAYMENT_SETTINGS, upiHoldMinutes: 45, codChargePaise: rupees(30), upiSavingPaise: rupees(20) };
    expect(await saved.json()).toEqual({ settings: after });
    expect(await (await shop.api(staff).admin.payments.settings.$get()).json()).toEqual({ settings: after });
    const [entry] = await auditOf("payments.settings");
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "payment_settings", before: DEFAULT_PAYMENT_SETTINGS, after });

    expect((await saveSettings(figures({ codChargeRupees: 30, upiSavingRupees: 20 }))).status).toBe(200);
    expect(await shop.db.select().from(paymentSettings)).toHaveLength(1);
    expect(await auditOf("payments.settings")).toHaveLength(2);
  });

  it("charges the COD charge on a cash order: its own line on the order, the e-mail, the invoice (taxed like shipping) and the CSV", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3", "3"]); // ₹545, free shipping
    // The browser's figures are never read: the server prices the order itself.
    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey(), ...({ totalPaise: 1, codChargePaise: 0 } as object) });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlaceOrderAnswer;
    expect(order).toMatchObject({ subtotalPaise: rupees(545), shippingPaise: 0, codChargePaise: rupees(30), upiSavingPaise: 0, totalPaise: rupees(575) });

    const invoice = await invoiceOf(order.id);
    const cod = invoice.tax.lines.find((line) => line.description === "COD charge");
    expect(cod).toMatchObject({ hsnCode: "9965", gstRateBp: 500, netPaise: rupees(30), uqc: "NA" });
    expect(invoice.tax.lines.map((line) => line.description)).not.toContain("UPI saving");
    expect(invoice.tax.payablePaise).toBe(rupees(575));

    const [mail] = await emailsTo(shop.db, user.email);
    expect(mail!.textBody).toContain("COD charge: ₹30");
    expect(mail!.textBody).not.toContain("UPI saving");

    const csv = parseCsv(await (await shop.request("GET", "/api/admin/order-exports/orders.csv", { cookie: staff.cookie })).text());
    const row = Object.fromEntries(csv[0]!.map((name, index) => [name, csv.find((line) => line[0] === order.orderNumber)![index]]));
    expect(row).toMatchObject({ "COD charge (₹)": "30.00", "UPI saving (₹)": "0.00" });

    // Cancelled: the credit note gives back the same lines, the COD charge among them.
    expect((await moveOrderRequest(shop, staff, order.id, "cancelled")).status).toBe(200);
    const note = await documentOf(order.id, "credit-note");
    expect(note.tax.lines.find((line) => line.description === "COD charge")).toEqual(cod);
    expect(note.tax.payablePaise).toBe(rupees(575));
  });

  it("takes the UPI saving off a UPI order, as its own negative line taxed at the goods' rate", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3", "3"]);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "upi", idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlaceOrderAnswer;
    expect(order).toMatchObject({ codChargePaise: 0, upiSavingPaise: rupees(20), totalPaise: rupees(525) });
    const invoice = await invoiceOf(order.id);
    expect(invoice.tax.lines.find((line) => line.description === "UPI saving")).toMatchObject({ gstRateBp: 500, netPaise: -rupees(20) });
    expect(invoice.tax.lines.map((line) => line.description)).not.toContain("COD charge");
    expect(invoice.tax.payablePaise).toBe(rupees(525));
    expect((await emailsTo(shop.db, user.email))[0]!.textBody).toContain("UPI saving: -₹20");
  });

  it("lets staff switch COD off at a pincode with a note, audited; checkout there is refused with the message and nothing is written", async () => {
    const pincodes = shop.api(staff).admin.payments["cod-pincodes"];
    for (const [pincode, field] of [["3210", "Please enter a valid 6-digit pincode"], ["999999", "Please enter a valid 6-digit pincode"]] as const) {
      const refused = await pincodes.$post({ json: { pincode } });
      expect(await fieldErrorsOf(refused)).toMatchObject({ pincode: field });
    }
    const created = await pincodes.$post({ json: { pincode: "321001", note: "Parcels refused twice" } });
    expect(created.status).toBe(201);
    const { pincode: row } = await created.json();
    expect(row).toMatchObject({ pincode: "321001", note: "Parcels refused twice", createdBy: { email: staff.email } });
    expect((await pincodes.$post({ json: { pincode: "321001" } })).status).toBe(409);
    expect(await auditOf("payments.cod_off")).toMatchObject([{ entity: "cod_blocked_pincode", after: { pincode: "321001", note: "Parcels refused twice" } }]);

    expect(await (await shop.request("GET", "/api/payments/options/321001")).json()).toEqual({ codAvailable: false, codChargePaise: rupees(30), upiSavingPaise: rupees(20) });
    expect(await (await shop.request("GET", "/api/payments/options/560001")).json()).toMatchObject({ codAvailable: true });

    const { user, address } = await shopperWithCart(shop, ["1"]);
    const refused = await placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "cod", idempotencyKey: newKey() });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ message: "Cash on Delivery is not available for pincode 321001. Please pay by UPI.", fields: { paymentMethod: "Cash on Delivery is not available for pincode 321001. Please pay by UPI." } });
    expect(await ordersOf(shop.db, user.id)).toHaveLength(0);
    expect(await cartLineCount(shop.db, user.id)).toBe(1);

    expect((await placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "upi", idempotencyKey: newKey() })).status).toBe(201);

    expect((await pincodes[":id"].$delete({ param: { id: row.id } })).status).toBe(204);
    expect(await auditOf("payments.cod_on")).toMatchObject([{ before: { pincode: "321001" }, after: null }]);
    expect(await (await shop.request("GET", "/api/payments/options/321001")).json()).toMatchObject({ codAvailable: true });
  });

  it("shows no ₹0 line: with both figures back at ₹0 the order, invoice and e-mail carry neither", async () => {
    expect((await saveSettings(figures())).status).toBe(200);
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const { order } = (await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).json()) as PlaceOrderAnswer;
    expect(order).toMatchObject({ codChargePaise: 0, upiSavingPaise: 0, totalPaise: rupees(425) });
    expect((await invoiceOf(order.id)).tax.lines.map((line) => line.description)).toEqual(["Hydraulic Pressed Mustard Oil 1L", "Shipping"]);
    const [mail] = await emailsTo(shop.db, user.email);
    expect(mail!.textBody).not.toMatch(/COD charge|UPI saving/);
    expect(mail!.htmlBody).not.toMatch(/COD charge|UPI saving/);
  });
});
