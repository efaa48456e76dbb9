import { describe, expect, it } from "vitest";
import { taxDocuments } from "~/server/db/schema/invoices";
import { bodyOf, errorOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { joinedMember } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { shopMonthOf } from "~/shared/format";
import { rewardsToSpend } from "~/shared/membership";
import { rupees } from "~/shared/money";
import { gstinCheckCharacter } from "~/shared/gstin";
import { GSTR1_MONTH_MESSAGE, gstr1JsonHref, subtractTaxFigures as minus, sumTaxFigures, type Gstr1Return, type TaxFigures } from "~/shared/gstr1";

// A month with every kind of order, summed both ways: the return's tables against the stored documents.

const DELHI = { fullName: "Kavita Sharma", pincode: "110001", city: "New Delhi", state: "Delhi" };
const MUMBAI = { fullName: "Anil Patil", pincode: "400001", city: "Mumbai", state: "Maharashtra" };
const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

const figures = (rows: readonly TaxFigures[]) => sumTaxFigures(rows);
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

describe("GSTR-1 for a month (Tax → GSTR-1)", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Meera Accounts" }));

  async function place(products: string[], address: Record<string, string>, extra: { promoCode?: string; business?: { gstin: string; name: string }; rewardsPaise?: number } = {}) {
    const { user } = await shopperWithCart(shop, products);
    const delivery = await saveAddress(shop, user, address);
    return { user, order: (await bodyOf(placeOrderRequest(shop, user, { addressId: delivery.id, idempotencyKey: newKey(), ...extra }), 201)).order };
  }

  const gstr1 = async (month: string) => (await bodyOf(shop.api(staff).admin.tax.gstr1[":month"].$get({ param: { month } }))).gstr1 as Gstr1Return;

  it("reconciles to the paisa with the month's invoices minus its credit notes, and lists every document once", async () => {
    // B2C in Delhi with a promo code (CGST + SGST), B2C in Rajasthan with shipping (IGST).
    await place(["1", "3", "3"], DELHI, { promoCode: "LAUNCH10" });
    await place(["12"], { state: "Rajasthan", pincode: "321001", city: "Bharatpur" });
    // Businesses in Delhi and in Maharashtra; the second is cancelled (a credit note to a registered buyer).
    await place(["2", "5"], DELHI, { business: { gstin: gstinOf("07AABCS1429B1Z"), name: "Sharma Caterers" } });
    const cancelledB2b = await place(["1", "12"], MUMBAI, { business: { gstin: gstinOf("27AAPFU0939F1Z"), name: "Patil Foods" } });
    // Rewards: a member's friend orders with the member's code, it is delivered, the member spends the reward.
    const { user: member, code } = await joinedMember(shop, "Neha Gupta");
    const friend = await place(["bundle-4"], MUMBAI, { promoCode: code });
    for (const status of ["processing", "shipped", "delivered"] as const) expect((await moveOrderRequest(shop, staff, friend.order.id, status)).status).toBe(200);
    const { availablePaise } = await bodyOf(shop.api(member).membership.$get());
    expect(availablePaise).toBeGreaterThan(0);
    await shop.api(member).cart.items.$post({ json: { productId: "3" } }); // ₹85
    const memberAddress = await saveAddress(shop, member, DELHI);
    const spent = await bodyOf(placeOrderRequest(shop, member, { addressId: memberAddress.id, rewardsPaise: rewardsToSpend(availablePaise, rupees(85), 0), idempotencyKey: newKey() }), 201);
    expect(spent.order.rewardsPaise).toBeGreaterThan(0);
    // A household order cancelled: its credit note is netted into B2C small.
    const cancelledB2c = await place(["3"], { state: "Rajasthan", pincode: "321001", city: "Bharatpur" });
    for (const cancelled of [cancelledB2b, cancelledB2c]) expect((await moveOrderRequest(shop, staff, cancelled.order.id, "cancelled")).status).toBe(200);

    const stored = await shop.db.select({ kind: taxDocuments.kind, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt, document: taxDocuments.document }).from(taxDocuments);
    const month = shopMonthOf(stored[0]!.issuedAt);
    expect(stored.every((row) => shopMonthOf(row.issuedAt) === month)).toBe(true);
    const invoices = stored.filter((row) => row.kind === "invoice");
    const notes = stored.filter((row) => row.kind === "credit-note");
    expect([invoices.length, notes.length]).toEqual([7, 2]);

    const totalOf = (rows: typeof stored) => figures(rows.map(({ document: { tax } }) => tax));
    const expected = minus(totalOf(invoices), totalOf(notes));
    const returned = await gstr1(month);
    const rates = (documents: readonly { rates: TaxFigures[] }[]) => figures(documents.flatMap((document) => document.rates));

    // The return's own check figures are the documents'.
    expect(returned.invoices).toEqual({ count: 7, ...totalOf(invoices) });
    expect(returned.creditNotes).toEqual({ count: 2, ...totalOf(notes) });
    // Supplies (B2B + B2CL + B2CS net) less notes to registered and large unregistered buyers.
    const supplies = figures([rates(returned.b2b), rates(returned.b2cl), figures(returned.b2cs)]);
    expect(minus(supplies, figures([rates(returned.cdnr), rates(returned.cdnur)]))).toEqual(expected);
    // Table 12, B2B and B2C together, is the same net figure.
    expect(figures([...returned.hsnB2b, ...returned.hsnB2c])).toEqual(expected);
    expect(expected.cgstPaise).toBeGreaterThan(0);
    expect(expected.igstPaise).toBeGreaterThan(0);

    // Every registered buyer's document once, by number; no B2C document here is large.
    const registered = (rows: typeof stored) => rows.filter((row) => row.document.buyer.gstin).map((row) => row.number).sort();
    expect(returned.b2b.map((row) => row.number).sort()).toEqual(registered(invoices));
    expect(returned.cdnr.map((row) => row.number)).toEqual(registered(notes));
    expect(returned.cdnr[0]).toMatchObject({ gstin: gstinOf("27AAPFU0939F1Z"), receiverName: "Patil Foods", placeOfSupply: { code: "27", state: "Maharashtra" } });
    expect([returned.b2cl, returned.cdnur]).toEqual([[], []]);
    expect(returned.b2cs.map((row) => `${row.supplyType} ${row.placeOfSupply.code}`)).toEqual(expect.arrayContaining(["INTRA 07", "INTER 08", "INTER 27"]));
    // Table 13: each series' range covers every number issued, once.
    for (const [nature, rows] of [["Invoices for outward supply", invoices], ["Credit Note", notes]] as const) {
      const numbers = rows.map((row) => row.number).sort();
      const series = returned.documents.filter((row) => row.nature === nature);
      expect(series.reduce((sum, row) => sum + row.total, 0)).toBe(numbers.length);
      expect(series.map((row) => [row.from, row.to, row.cancelled])).toEqual([[numbers[0], numbers.at(-1), 0]]);
    }

    // The portal's JSON carries the same figures, in rupees.
    const answer = await shop.request("GET", gstr1JsonHref(month), { cookie: staff.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="GSTR1_07[0-9A-Z]{13}_\d{6}\.json"$/);
    const file = await answer.json();
    expect(file.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    type Item = { itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } };
    const fromItems = (items: Item[]): TaxFigures =>
      figures(items.map(({ itm_det: item }) => ({ taxablePaise: paise(item.txval), igstPaise: paise(item.iamt), cgstPaise: paise(item.camt), sgstPaise: paise(item.samt) })));
    const b2bItems = file.b2b.flatMap((buyer: { inv: { itms: Item[] }[] }) => buyer.inv.flatMap((invoice) => invoice.itms));
    const b2cs = file.b2cs.map((row: Item["itm_det"]) => ({ itm_det: row }));
    const cdnrItems = file.cdnr.flatMap((buyer: { nt: { itms: Item[] }[] }) => buyer.nt.flatMap((note) => note.itms));
    expect(minus(fromItems([...b2bItems, ...b2cs]), fromItems(cdnrItems))).toEqual(expected);
    expect(file.doc_issue.doc_det.map((kind: { doc_num: number; docs: { totnum: number }[] }) => [kind.doc_num, kind.docs[0]!.totnum])).toEqual([[1, 7], [5, 2]]);
    expect(Object.keys(file.hsn)).toEqual(["hsn_b2b", "hsn_b2c"]);
  });

  it("shows a month with no documents as empty, and its file has no tables", async () => {
    const returned = await gstr1("2020-01");
    expect(returned).toMatchObject({ b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsnB2b: [], hsnB2c: [], documents: [], invoices: { count: 0, taxablePaise: 0 }, creditNotes: { count: 0 } });
    const file = await (await shop.request("GET", gstr1JsonHref("2020-01"), { cookie: staff.cookie })).json();
    expect(Object.keys(file)).toEqual(["gstin", "fp", "version", "hash"]);
  });

  it.each(["2026-13", "26-01", "January", "2026-1"])("refuses the month %s with a clear 400", async (month) => {
    for (const href of [`/api/admin/tax/gstr1/${month}`, gstr1JsonHref(month)]) {
      const answer = await shop.request("GET", href, { cookie: staff.cookie });
      expect(answer.status).toBe(400);
      expect((await errorOf(answer)).message).toBe(GSTR1_MONTH_MESSAGE);
    }
  });

  it("is for staff only: a shopper gets the unknown-path 404, a signed-out visitor 401", async () => {
    const shopper = await shop.signUp();
    for (const href of ["/api/admin/tax/gstr1/2026-01", gstr1JsonHref("2026-01")]) {
      expect((await shop.request("GET", href, { cookie: shopper.cookie })).status).toBe(404);
      expect((await shop.request("GET", href)).status).toBe(401);
    }
  });
});
