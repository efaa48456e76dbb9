// `npx tsx scripts/bench/document-cpu.ts [count]`: the CPU one tax invoice's PDF costs to draw, in
// this process, the first (cold: fonts read and parsed) and the median of the next `count`. Issue 40
// judges font subsetting on this figure; the host's speed varies, so compare two builds in one sitting.
import { invoiceFor } from "~/server/modules/invoices/document";
import { renderInvoicePdf } from "~/server/modules/invoices/pdf";
import { median } from "./stats";

type OrderRow = Parameters<typeof invoiceFor>[0];

const order = {
  orderNumber: "ORD-20261127-000001",
  createdAt: new Date("2026-11-27T10:00:00Z"),
  discountPaise: 5450,
  rewardsPaise: 0,
  shippingPaise: 0,
  roundOffPaise: 50,
  shippingFullName: "कविता शर्मा (Kavita Sharma)",
  shippingPhone: "9876543210",
  shippingAddressLine1: "12, गली नंबर 4, Karol Bagh",
  shippingAddressLine2: "Near the metro station",
  shippingLandmark: null,
  shippingCity: "New Delhi",
  shippingState: "Delhi",
  shippingPincode: "110005",
  buyerBusinessName: null,
  buyerGstin: null,
  totalPaise: 49000,
} as unknown as OrderRow;
const lines = [
  { productName: "Kachi Ghani Mustard Oil 1 L", sizeLabel: null, quantity: 1, pricePaise: 24500, subtotalPaise: 24500, hsnCode: "1514", gstRateBp: 500 as const },
  { productName: "Organic Moong Dal 1 kg", sizeLabel: null, quantity: 2, pricePaise: 15000, subtotalPaise: 30000, hsnCode: "0713", gstRateBp: 0 as const },
];
const document = invoiceFor(order, lines, "DFF/2026-27/000001", new Date("2026-11-27T10:00:01Z"));

async function cpuMsOf(draw: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await draw();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const count = Number(process.argv[2] ?? 30);
const first = await cpuMsOf(() => renderInvoicePdf(document));
const next: number[] = [];
for (let i = 0; i < count; i += 1) next.push(await cpuMsOf(() => renderInvoicePdf(document)));
console.log(`one invoice PDF: first ${first.toFixed(1)} ms CPU, then a median of ${median(next).toFixed(1)} ms (${count} drawn), ${(await renderInvoicePdf(document)).length} bytes`);
