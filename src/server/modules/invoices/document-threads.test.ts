import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxDocuments } from "~/server/db/schema/invoices";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { pdfText } from "~/server/test/pdf";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { customerDocumentHref } from "~/shared/invoice";

// The order's answer never waits for its PDF; a download before the background draws it draws it then; two downloads draw once.

type Shop = ReturnType<typeof setUpTestApp>;

async function placeOrder(shop: Shop) {
  const { user, address } = await shopperWithCart(shop, ["1", "3"]);
  const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
  expect(response.status).toBe(201);
  const { order } = await response.json();
  return { user, order };
}

const storedPdfOf = async (shop: Shop, orderId: string) => (await shop.db.select({ pdf: taxDocuments.pdf }).from(taxDocuments).where(eq(taxDocuments.orderId, orderId)))[0]!.pdf;

const downloadInvoice = (shop: Shop, user: TestUser, orderNumber: string) =>
  shop.request("GET", customerDocumentHref(orderNumber, "invoice"), { cookie: user.cookie, headers: { Accept: "application/pdf" } });

const METRICS_TOKEN = "document-threads-metrics-token";

/** Invoices drawn so far in this test process, as GET /metrics tells an operator. */
async function invoicesDrawn(shop: Shop): Promise<number> {
  const metrics = await (await shop.app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^shop_documents_drawn_total\{kind="invoice"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
}

describe("an order and its invoice's PDF", () => {
  const shop = setUpTestApp();

  it("answers the order before its invoice is drawn, and the invoice downloads at once after placement", async () => {
    const { user, order } = await placeOrder(shop);
    // The answer has come while the document thread has yet to draw the PDF: it did not wait for it.
    expect(await storedPdfOf(shop, order.id)).toBeNull();
    const answer = await downloadInvoice(shop, user, order.orderNumber);
    expect(answer.status).toBe(200);
    const downloaded = new Uint8Array(await answer.arrayBuffer());
    expect(await pdfText(downloaded)).toContain(order.orderNumber);
    await shop.backgroundSettled();
    // Drawn once and kept: the stored bytes are the ones downloaded, and the next download serves them.
    expect(Buffer.from((await storedPdfOf(shop, order.id))!).equals(Buffer.from(downloaded))).toBe(true);
    const again = new Uint8Array(await (await downloadInvoice(shop, user, order.orderNumber)).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(downloaded))).toBe(true);
  });

  it("draws the invoice after the answer with no download at all", async () => {
    const { order } = await placeOrder(shop);
    await shop.backgroundSettled();
    expect(await pdfText((await storedPdfOf(shop, order.id))!)).toContain(order.orderNumber);
  });
});

describe("with the bench's switch BENCH_SKIP_DOCUMENT_DRAWING", () => {
  const shop = setUpTestApp({ env: { BENCH_SKIP_DOCUMENT_DRAWING: "true", METRICS_TOKEN } });

  it("draws nothing after placement; two downloads at once draw the invoice once, and both get it", async () => {
    const { user, order } = await placeOrder(shop);
    await shop.backgroundSettled();
    expect(await storedPdfOf(shop, order.id)).toBeNull();
    const before = await invoicesDrawn(shop);
    const [first, second] = await Promise.all([downloadInvoice(shop, user, order.orderNumber), downloadInvoice(shop, user, order.orderNumber)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(await pdfText(a)).toContain(order.orderNumber);
    expect(await invoicesDrawn(shop)).toBe(before + 1);
    expect(Buffer.from((await storedPdfOf(shop, order.id))!).equals(a)).toBe(true);
  });
});
