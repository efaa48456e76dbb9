import { and, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { stockAlerts } from "~/server/db/schema/stock-alerts";
import { linkTokenHash, newLinkToken } from "~/server/lib/tokens";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import type { WaitingAlerts } from "~/shared/schemas/stock-alerts";
import type { EmailQueue } from "../emails/service";
import { backInStockMail } from "./mail";
import { sizeTitle } from "./requests";

/** What a restock needs to write its e-mails: the queue, the links' origin and the time. */
export type RestockNotice = { emails: EmailQueue; baseUrl: string; now: Date };

/** The UPDATE claims the requests, so two restocks at once (or a retry) queue each e-mail once; the caller wakes the queue after its commit. */
export async function notifyRestocked(tx: Queryable, { emails, baseUrl, now }: RestockNotice, sizeId: string): Promise<number> {
  const [size] = await tx
    .select({ name: catalogueItems.name, nameHi: catalogueItems.nameHi, slug: catalogueItems.slug, sku: catalogueSizes.sku, netQuantity: catalogueSizes.netQuantity, unit: catalogueSizes.unit })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(and(eq(catalogueSizes.id, sizeId), eq(catalogueItems.active, true), sql`${catalogueSizes.retiredAt} is null`));
  // Not in the shop: the requests wait for a restock shoppers can act on.
  if (!size) return 0;
  const claimed = await tx
    .update(stockAlerts)
    .set({ status: "notified", notifiedAt: now })
    .where(and(eq(stockAlerts.sizeId, sizeId), eq(stockAlerts.status, "waiting")))
    .returning({ id: stockAlerts.id, email: stockAlerts.email, language: stockAlerts.language });
  const productPath = `${paths.product.getHref(size.slug)}?size=${encodeURIComponent(size.sku)}`;
  for (const alert of claimed) {
    // In the language the request was made in, with links to that language's pages.
    const lang = alert.language;
    const token = newLinkToken();
    await tx.update(stockAlerts).set({ unsubscribeTokenHash: linkTokenHash(token) }).where(eq(stockAlerts.id, alert.id));
    await emails.enqueue(tx, "stock_alert", backInStockMail(alert.email, sizeTitle(size, lang), `${baseUrl}${localize(lang, productPath)}`, `${baseUrl}${localize(lang, paths.unsubscribe.getHref("stock-alerts", token))}`, lang));
  }
  return claimed.length;
}

/** Whether a stock change is a restock: sold out before, available after (a number above zero, or no longer tracked). */
export const isRestock = (before: number | null, after: number | null) => before === 0 && (after === null || after > 0);

/** Confirmed requests per size, for the back office. */
export async function waitingAlerts(db: Queryable): Promise<WaitingAlerts> {
  const rows = await db
    .select({ itemId: stockAlerts.itemId, sizeId: stockAlerts.sizeId, waiting: count() })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, "waiting"))
    .groupBy(stockAlerts.itemId, stockAlerts.sizeId);
  return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
}
