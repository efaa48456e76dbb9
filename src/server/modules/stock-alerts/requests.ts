import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { stockAlerts } from "~/server/db/schema/stock-alerts";
import { ApiError, notFound } from "~/server/http/errors";
import { linkTokenHash, newLinkToken } from "~/server/lib/tokens";
import type { SessionUser } from "~/server/context";
import type { EmailQueue } from "../emails/service";
import { lineTitle } from "~/shared/line-title";
import { sizeLabel } from "~/shared/catalog/sizes";
import { nameIn } from "~/shared/catalog/item-texts";
import { localize, type Lang } from "~/shared/lang";
import { paths } from "~/shared/paths";
import {
  ALERT_CONFIRM_EXPIRED_MESSAGE,
  ALERT_LINK_INVALID_MESSAGE,
  NOTIFY_ME_CHECK_INBOX_MESSAGE,
  NOTIFY_ME_IN_STOCK_MESSAGE,
  NOTIFY_ME_SIGNED_IN_MESSAGE,
  STOCK_ALERTS_UNSUBSCRIBED_MESSAGE,
  type NotifyMeInput,
  type StockAlertLink,
} from "~/shared/schemas/stock-alerts";
import { confirmAlertMail } from "./mail";

// Shoppers ask to hear when a sold-out size is back (docs/decisions/068). Signed in, the session's
// address is proven; signed out, the address's owner confirms by an e-mailed single-use link.

/** How long a confirmation link works; an unconfirmed request older than this is replaced by a new one. */
export const CONFIRM_LINK_VALID_HOURS = 72;
const HOUR = 3_600_000;
const EMAIL_REQUIRED_MESSAGE = "Please enter your email address";

/** The size's name as the shop shows it; in Hindi, the item's Hindi name where it has one. */
export const sizeTitle = (row: { name: string; nameHi?: string | null; netQuantity: number | null; unit: string | null }, lang: Lang = "en") =>
  lineTitle(lang === "hi" && row.nameHi ? row.nameHi : row.name, sizeLabel(row.netQuantity, row.unit));

/** The size, on sale now; anything else answers as not in the catalogue. */
async function sizeOnSale(db: Queryable, productId: string, sizeId: string) {
  const [row] = await db
    .select({ itemId: catalogueItems.id, name: catalogueItems.name, nameHi: catalogueItems.nameHi, netQuantity: catalogueSizes.netQuantity, unit: catalogueSizes.unit, stockOnHand: catalogueSizes.stockOnHand })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(and(eq(catalogueSizes.id, sizeId), eq(catalogueItems.id, productId), eq(catalogueItems.active, true), sql`${catalogueSizes.retiredAt} is null`));
  if (!row) throw notFound("This product is not in our catalogue");
  return row;
}

const sameAddress = (email: string) => sql`lower(${stockAlerts.email}) = lower(${email})`;
const live = inArray(stockAlerts.status, ["pending", "waiting"]);

type RequestDeps = { db: Database; emails: EmailQueue; baseUrl: string };

/**
 * "Notify me": a signed-in shopper waits at once; an address given signed out gets a confirmation link (once per live request).
 * `lang` is the language of the page asked on: the request's e-mails go in it.
 */
export async function requestStockAlert({ db, emails, baseUrl }: RequestDeps, user: SessionUser | null, input: NotifyMeInput, now: Date, lang: Lang = "en"): Promise<{ status: "waiting" | "pending"; message: string }> {
  const size = await sizeOnSale(db, input.productId, input.sizeId);
  if (size.stockOnHand === null || size.stockOnHand > 0) throw new ApiError(409, NOTIFY_ME_IN_STOCK_MESSAGE, { title: "In stock" });
  const where = (email: string) => and(eq(stockAlerts.sizeId, input.sizeId), sameAddress(email));
  if (user) {
    await db.transaction(async (tx) => {
      // A request this address made signed out needs no confirmation now: the session proves it.
      await tx.update(stockAlerts).set({ status: "waiting", userId: user.id, confirmedAt: now, confirmTokenHash: null, language: lang }).where(and(where(user.email), eq(stockAlerts.status, "pending")));
      await tx.insert(stockAlerts).values({ itemId: size.itemId, sizeId: input.sizeId, userId: user.id, email: user.email, language: lang, status: "waiting", confirmedAt: now }).onConflictDoNothing();
    });
    return { status: "waiting", message: NOTIFY_ME_SIGNED_IN_MESSAGE };
  }
  const email = input.email;
  if (!email) throw new ApiError(400, EMAIL_REQUIRED_MESSAGE, { fields: { email: EMAIL_REQUIRED_MESSAGE } });
  const token = newLinkToken();
  const queued = await db.transaction(async (tx) => {
    await tx.delete(stockAlerts).where(and(where(email), eq(stockAlerts.status, "pending"), lt(stockAlerts.createdAt, new Date(now.getTime() - CONFIRM_LINK_VALID_HOURS * HOUR))));
    const [added] = await tx
      .insert(stockAlerts)
      .values({ itemId: size.itemId, sizeId: input.sizeId, email, language: lang, status: "pending", confirmTokenHash: linkTokenHash(token), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (added) await emails.enqueue(tx, "stock_alert", confirmAlertMail(email, sizeTitle(size, lang), `${baseUrl}${localize(lang, paths.confirmStockAlert.getHref(token))}`, CONFIRM_LINK_VALID_HOURS, lang));
    return Boolean(added);
  });
  if (queued) emails.wake();
  // The same answer whether or not the address already waits: it tells nobody who asked for what.
  return { status: "pending", message: NOTIFY_ME_CHECK_INBOX_MESSAGE };
}

async function alertByConfirmToken(db: Queryable, token: string, now: Date, lang: Lang) {
  const [row] = await db
    .select({ alert: stockAlerts, name: catalogueItems.name, nameHi: catalogueItems.nameHi, slug: catalogueItems.slug, netQuantity: catalogueSizes.netQuantity, unit: catalogueSizes.unit, stockOnHand: catalogueSizes.stockOnHand })
    .from(stockAlerts)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, stockAlerts.sizeId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, stockAlerts.itemId))
    .where(eq(stockAlerts.confirmTokenHash, linkTokenHash(token)));
  if (!row) throw new ApiError(404, ALERT_LINK_INVALID_MESSAGE, { title: "Link not valid" });
  const open = row.alert.status === "pending" && row.alert.createdAt.getTime() > now.getTime() - CONFIRM_LINK_VALID_HOURS * HOUR;
  const state: StockAlertLink["state"] = row.alert.confirmedAt ? "confirmed" : open ? "open" : "expired";
  return { row, link: { productName: sizeTitle({ ...row, name: nameIn(lang, row) }), productSlug: row.slug, state } };
}

/** The confirmation page before its button is pressed: reading changes nothing. The product is named in `lang`. */
export async function stockAlertLinkState(db: Queryable, token: string, now: Date, lang: Lang = "en"): Promise<StockAlertLink> {
  return (await alertByConfirmToken(db, token, now, lang)).link;
}

/** The confirmation page's button: the request waits for the restock, once; a size already back is said so and the request used up. */
export async function confirmStockAlert(db: Database, token: string, now: Date, lang: Lang = "en"): Promise<StockAlertLink & { inStock: boolean }> {
  const { row, link } = await alertByConfirmToken(db, token, now, lang);
  if (link.state === "expired") throw new ApiError(410, ALERT_CONFIRM_EXPIRED_MESSAGE, { title: "Link expired" });
  const inStock = row.stockOnHand === null || row.stockOnHand > 0;
  if (link.state === "open") {
    await db
      .update(stockAlerts)
      .set({ status: inStock ? "notified" : "waiting", confirmedAt: now, notifiedAt: inStock ? now : null })
      .where(and(eq(stockAlerts.id, row.alert.id), eq(stockAlerts.status, "pending")));
  }
  return { ...link, state: "confirmed", inStock };
}

/** One click from a back-in-stock e-mail: every request of that address still waiting ends. */
export async function unsubscribeStockAlerts(db: Queryable, token: string): Promise<{ message: string }> {
  const [row] = await db.select({ email: stockAlerts.email }).from(stockAlerts).where(eq(stockAlerts.unsubscribeTokenHash, linkTokenHash(token)));
  if (!row) throw new ApiError(404, ALERT_LINK_INVALID_MESSAGE, { title: "Link not valid" });
  await db.update(stockAlerts).set({ status: "unsubscribed" }).where(and(sameAddress(row.email), live));
  return { message: STOCK_ALERTS_UNSUBSCRIBED_MESSAGE };
}

/** The sizes a signed-in shopper waits for, so the product page says so. */
export async function mySizeAlerts(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.select({ sizeId: stockAlerts.sizeId }).from(stockAlerts).where(and(eq(stockAlerts.userId, userId), live));
  return rows.map((row) => row.sizeId);
}
