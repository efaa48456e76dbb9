import { describe, expect, it } from "vitest";
import { pdfText } from "~/server/test/pdf";
import { collectLine, renderPackingSlips, type PackingSlipOrder } from "./packing-slip";

// The boxed line tells the courier what to collect; the packer must never send an unpaid prepaid order.

type Payment = Pick<PackingSlipOrder, "subtotalPaise" | "totalPaise" | "paymentMethod" | "paymentStatus">;
const payment = (overrides: Partial<Payment>): Payment => ({ subtotalPaise: 54500, totalPaise: 54500, paymentMethod: "cod", paymentStatus: "pending", ...overrides });

describe("a packing slip's line of what to collect", () => {
  it.each<[string, Partial<Payment>, string]>([
    ["cash on delivery, to collect", {}, "Cash on Delivery: collect ₹545"],
    ["cash on delivery, already paid", { paymentStatus: "paid" }, "Cash on Delivery: paid ₹545, nothing to collect"],
    ["UPI, paid", { paymentMethod: "upi", paymentStatus: "paid" }, "UPI: paid ₹545, nothing to collect"],
    ["online, paid", { paymentMethod: "online", paymentStatus: "paid" }, "Online Payment: paid ₹545, nothing to collect"],
    ["UPI, awaiting payment", { paymentMethod: "upi" }, "UPI: not paid, do not ship"],
    ["UPI, submitted but not yet verified", { paymentMethod: "upi", paymentStatus: "submitted" }, "UPI: not paid, do not ship"],
    ["online, awaiting payment", { paymentMethod: "online" }, "Online Payment: not paid, do not ship"],
    ["a ₹0 replacement of a cash on delivery order", { subtotalPaise: 0, totalPaise: 0, paymentStatus: "paid" }, "Replacement at no charge: nothing to collect"],
    ["a ₹0 replacement of a UPI order", { subtotalPaise: 0, totalPaise: 0, paymentMethod: "upi", paymentStatus: "paid" }, "Replacement at no charge: nothing to collect"],
  ])("%s: %s", (_, overrides, expected) => {
    expect(collectLine(payment(overrides))).toBe(expected);
  });

  it("prints a replacement's slip with that line and no amount", async () => {
    const order = {
      orderNumber: "ORD-20261207-000042",
      createdAt: "2026-12-07T10:00:00.000Z",
      shipping: { fullName: "Kavita Sharma", phone: "9811122233", addressLine1: "12 Mustard Field Road", addressLine2: null, landmark: null, city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
      items: [{ productName: "Organic Arhar Dal 500gm", sizeLabel: null, quantity: 1 }],
      orderStatus: "processing",
      promisedDeliveryOn: null,
      ...payment({ subtotalPaise: 0, totalPaise: 0, paymentStatus: "paid" }),
    } as unknown as PackingSlipOrder;
    const text = await pdfText(await renderPackingSlips([order], "Packing slip"));
    expect(text).toContain("Replacement at no charge: nothing to collect");
    expect(text).not.toContain("₹");
  });
});
