import { describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "~/server/test/answers";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { parseCsv } from "~/server/test/csv";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, saveAddress } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { deliveredByText, SAME_DAY_TEXT, shopDateOf } from "~/shared/delivery";
import { ORDER_EXPORT_COLUMNS } from "./order-export";
import { pdfPages } from "~/server/test/pdf";

// Packing slips and the orders CSV, read back as a packer, courier or spreadsheet would.

async function pdfPagesOf(response: Response) {
  return pdfPages(new Uint8Array(await response.arrayBuffer()));
}

describe("packing slips and the orders CSV", () => {
  const shop = setUpTestApp();
  const world = setUpOnce(async () => {
    const staff = await signUpStaff(shop);
    const customer = await shop.signUp({ name: "Kavita Sharma" });
    // A real checkout: a landmark, two products (one twice) and the day promised at placement.
    await addToCart(shop, customer, ["1", "3", "3"]);
    const address = await saveAddress(shop, customer, { fullName: "Kavita Sharma", phone: "9811122233", landmark: "Opposite the water tank", pincode: "321001" });
    const placed = await bodyOf(placeOrderRequest(shop, customer, { addressId: address.id, idempotencyKey: newKey() }), 201);
    await confirmIfWaiting(shop, staff, placed.order.id);
    expect((await moveOrderRequest(shop, staff, placed.order.id, "processing")).status).toBe(200);
    // Another processing order placed earlier, one pending, and a shipped one under a name that a spreadsheet would run.
    const earlier = await insertOrder(shop.db, customer.id, { status: "processing", createdAt: new Date("2026-03-01T10:00:00+05:30"), fullName: "Ravi Kumar", phone: "9822233344" });
    const pending = await insertOrder(shop.db, customer.id, { status: "pending", fullName: "Meena Gupta", phone: "9833344455" });
    const shipped = await insertOrder(shop.db, customer.id, { status: "shipped", fullName: "=HYPERLINK(\"http://evil.example\",\"Click\")", phone: "9844455566", quantity: 3 });
    return { staff, customer, order: placed.order, earlier, pending, shipped };
  });
  const asStaff = (url: string) => shop.request("GET", url, { cookie: world.staff.cookie });

  it("prints one order's packing slip: address, phone, items and quantities, and the cash to collect as its only amount", async () => {
    const { order } = world;
    const response = await asStaff(`/api/admin/orders/${order.id}/packing-slip.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="packing-slip-${order.orderNumber}.pdf"`);
    const pages = await pdfPagesOf(response);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of ["Demo Farm Foods", order.orderNumber, "Kavita Sharma", "12 Mustard Field Road", "Near the old mill", "Landmark: Opposite the water tank", "Bharatpur, Rajasthan", "321001", "9811122233"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/1\s*×\s*Hydraulic Pressed Mustard Oil 1L/);
    expect(text).toMatch(/2\s*×\s*Organic Arhar Dal 500gm/);
    expect(text).toContain("Items in the box: 3 (2 products)");
    // ₹375 + 2 × ₹85 = ₹545, free shipping: the cash, and no price of any line.
    expect(text).toContain("Cash on Delivery: collect ₹545");
    expect(text.match(/₹/g)).toHaveLength(1);
    expect(text.replaceAll(order.orderNumber, "")).not.toMatch(/375|85|170/);
    expect(text).toMatch(new RegExp(`Promised: (${SAME_DAY_TEXT}|${deliveredByText(order.promisedDeliveryOn!)})`));
    expect(text).toContain("Packed by (initials)");
  });

  it("answers an unknown order like a missing one", async () => {
    const response = await asStaff("/api/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("Order not found");
  });

  it("prints a batch: one page per order of the status, oldest first, none of another status", async () => {
    const response = await asStaff("/api/admin/order-exports/packing-slips.pdf?status=processing");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="packing-slips-processing-${shopDateOf(shop.env.now())}.pdf"`);
    expect(response.headers.get("X-Orders-Capped")).toBeNull();
    const pages = await pdfPagesOf(response);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(world.earlier.orderNumber);
    expect(pages[0]).toContain("Ravi Kumar");
    expect(pages[1]).toContain(world.order.orderNumber);
    const all = pages.join("\n");
    expect(all).not.toContain(world.pending.orderNumber);
    expect(all).not.toContain(world.shipped.orderNumber);
  });

  it("applies the list's other filters to a batch too", async () => {
    const pages = await pdfPagesOf(await asStaff("/api/admin/order-exports/packing-slips.pdf?status=processing&q=ravi"));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(world.earlier.orderNumber);
  });

  it("answers a status with no orders with a 404 and a message, not an empty PDF", async () => {
    const response = await asStaff("/api/admin/order-exports/packing-slips.pdf?status=delivered");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("No orders are delivered");
    const searched = await asStaff("/api/admin/order-exports/packing-slips.pdf?status=pending&q=nobody");
    expect((await errorOf(searched)).message).toBe("No orders are pending that match these filters");
  });

  it("refuses a batch without a status, or with one the shop does not have", async () => {
    for (const query of ["", "?status=lost", "?status=processing&from=2026-13-45"]) {
      const response = await asStaff(`/api/admin/order-exports/packing-slips.pdf${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(query.includes("from") ? "Use a date like 2026-03-05" : "Choose a status: pending, processing, shipped, delivered, cancelled or returned to origin");
    }
  });

  it("exports every order as CSV with the courier's columns, newest first", async () => {
    const response = await asStaff("/api/admin/order-exports/orders.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="orders-all-${shopDateOf(shop.env.now())}.csv"`);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(4);
    const byNumber = new Map(rows.map((row) => [row[0], Object.fromEntries(header!.map((name, index) => [name, row[index]]))]));
    expect(byNumber.get(world.order.orderNumber)).toMatchObject({
      Status: "Processing",
      "Customer name": "Kavita Sharma",
      Phone: "9811122233",
      "Address line 1": "12 Mustard Field Road",
      "Address line 2": "Near the old mill",
      Landmark: "Opposite the water tank",
      City: "Bharatpur",
      State: "Rajasthan",
      Pincode: "321001",
      Items: "1 × Hydraulic Pressed Mustard Oil 1L; 2 × Organic Arhar Dal 500gm",
      Quantity: "3",
      "COD amount (₹)": "545.00",
      "Payment method": "Cash on Delivery",
      "Payment status": "Pending",
      "Promised delivery": world.order.promisedDeliveryOn,
      Courier: "",
      "Tracking number": "",
    });
    expect(byNumber.get(world.order.orderNumber)!["Order date"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byNumber.get(world.earlier.orderNumber)!["Order date"]).toBe("2026-03-01 10:00");
    // 3 × ₹375 = ₹1,125, free shipping; a formula is defused with an apostrophe.
    expect(byNumber.get(world.shipped.orderNumber)).toMatchObject({ "Customer name": "'=HYPERLINK(\"http://evil.example\",\"Click\")", Quantity: "3", "COD amount (₹)": "1125.00" });
  });

  it("exports only what the list's filter shows", async () => {
    const response = await asStaff("/api/admin/order-exports/orders.csv?status=processing&page=2");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="orders-processing-${shopDateOf(shop.env.now())}.csv"`);
    const [, ...rows] = parseCsv(await response.text());
    // Every matching order, whatever page the list was on.
    expect(rows.map((row) => row[0])).toEqual([world.order.orderNumber, world.earlier.orderNumber]);
    const searched = parseCsv(await (await asStaff("/api/admin/order-exports/orders.csv?q=meena")).text());
    expect(searched.slice(1).map((row) => row[0])).toEqual([world.pending.orderNumber]);
    const none = parseCsv(await (await asStaff("/api/admin/order-exports/orders.csv?from=2020-01-01&to=2020-01-31")).text());
    expect(none).toEqual([[...ORDER_EXPORT_COLUMNS]]);
    const refused = await asStaff("/api/admin/order-exports/orders.csv?status=lost");
    expect(refused.status).toBe(400);
  });

  it("stops a batch at 200 orders and says so in its file name and a header", async () => {
    for (let i = 0; i < 201; i += 1) await insertOrder(shop.db, world.customer.id, { status: "cancelled", createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    const response = await asStaff("/api/admin/order-exports/packing-slips.pdf?status=cancelled");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="packing-slips-cancelled-${shopDateOf(shop.env.now())}-first-200.pdf"`);
    expect(response.headers.get("X-Orders-Capped")).toBe("Only the first 200 matching orders are included");
    const pages = await pdfPagesOf(response);
    expect(pages).toHaveLength(200);
    expect(pages[0]).toContain("Cancelled order: do not ship");
    // 201 orders written and 200 pages laid out: 24 s on a loaded 2-core machine, past the 30 s default's comfort.
  }, 120_000);

  it("keeps all three from customers and signed-out visitors", async () => {
    const urls = ["/api/admin/order-exports/orders.csv", "/api/admin/order-exports/packing-slips.pdf?status=processing", `/api/admin/orders/${world.order.id}/packing-slip.pdf`];
    for (const url of urls) {
      expect((await shop.request("GET", url)).status).toBe(401);
      // Even the customer whose order it is: the back office answers them as an unknown path.
      const asCustomer = await shop.request("GET", url, { cookie: world.customer.cookie });
      expect(asCustomer.status).toBe(404);
      expect(asCustomer.headers.get("Content-Type")).toContain("application/json");
    }
  });
});
