// Run by the reconciliation journey while its server is stopped: the order becomes a UPI order whose
// shopper gave this UTR, as the pay page leaves one. Usage: tsx tests/e2e/set-upi-payment.ts ORDER_NUMBER UTR
import { eq } from "drizzle-orm";
import { openDatabase } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { loadEnv } from "~/server/env";

const [orderNumber, utr] = process.argv.slice(2);
if (!orderNumber || !utr) throw new Error("Usage: set-upi-payment.ts ORDER_NUMBER UTR");
const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const changed = await database.db.update(orders).set({ paymentMethod: "upi", paymentStatus: "submitted", paymentReference: utr, awaiting: null, awaitingUntil: null }).where(eq(orders.orderNumber, orderNumber)).returning({ id: orders.id });
  if (changed.length !== 1) throw new Error(`No order ${orderNumber}`);
  process.stdout.write(`${orderNumber} awaits verification of UTR ${utr}\n`);
} finally {
  await database.close();
}
