import { desc, eq, getTableColumns, sql, type Placeholder } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { priceSummary, type PriceSummary } from "~/shared/pricing";
import type { AppliedPromo } from "~/shared/schemas/promo";
import type { Lang } from "~/shared/lang";
import { nameIn } from "~/shared/catalog/item-texts";
import { MAX_LINE_QUANTITY, QUANTITY_TOO_HIGH_MESSAGE } from "~/shared/schemas/cart";
import type { Queryable } from "../../db/client";
import { isDatabase, preparedPerDatabase } from "../../db/prepared";
import { cartItems } from "../../db/schema/cart";
import { catalogueItems, catalogueSizes } from "../../db/schema/catalogue";
import { members } from "../../db/schema/membership";
import { promoCodes } from "../../db/schema/promos";
import { ApiError } from "../../http/errors";
import { isInStock, lineItemColumns, lineItemOf, lineSizeJoin, lineTaxColumns, requireSellableItem, type CatalogueItem, type LineTax } from "../catalogue/service";
import { friendOffer, memberCodeIs, type FriendOffer } from "../membership/service";
import { activePromoCodeIs, checkedPromo, type PromoCode } from "../promos/service";

// A line as the cart keeps it: every column but whose it is (the session says that).
const { userId: _owner, ...lineColumns } = getTableColumns(cartItems);
export { lineColumns };
export type CartLine = Omit<typeof cartItems.$inferSelect, "userId">;

/** Newest line first, each with its catalogue item as it is now. */
async function listCartLines(db: Queryable, userId: string): Promise<{ line: CartLine; item: CatalogueItem | null }[]> {
  // The cart page's read is prepared (decision 031); a read inside a transaction is built.
  const rows = isDatabase(db) ? await cartLinesRead(db).execute({ userId }) : await cartLinesQuery(db, {}).where(eq(cartItems.userId, userId));
  return rows.map(({ line, itemId, item }) => ({ line, item: lineItemOf(itemId, item) }));
}

const cartLinesQuery = <Extra extends SelectedFields>(db: Queryable, extra: Extra) =>
  db
    .select({ line: lineColumns, itemId: catalogueItems.id, item: lineItemColumns, ...extra })
    .from(cartItems)
    .leftJoin(catalogueSizes, lineSizeJoin(cartItems.sizeId, cartItems.productId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .$dynamic();

const cartLinesRead = preparedPerDatabase((db) => cartLinesQuery(db, {}).where(eq(cartItems.userId, sql.placeholder("userId"))).prepare("cart_lines"));

/** `stockLeft` is null when stock is not tracked. */
export type PricedCartLine = CartLine & { subtotalPaise: number; available: boolean; stockLeft: number | null };

export type PricedCart<Line extends PricedCartLine = PricedCartLine> = {
  lines: Line[];
  /** The figures of the available lines, before any promo code. */
  summary: PriceSummary;
};

/** The one place a cart gets its price, from the catalogue now; an unavailable line stays out of the figures until removed (docs/product-rules.md#cart). */
export async function priceCart(db: Queryable, userId: string, lang: Lang = "en"): Promise<PricedCart> {
  const lines = (await listCartLines(db, userId)).map(({ line, item }) => priceLine(line, item, lang));
  return { lines, summary: priceSummary(availableLines(lines)) };
}

/** A line as checkout takes it: with what its invoice line needs of the catalogue (null when its size is gone), and its name in the page's language for a refusal. */
export type CheckoutLine = PricedCartLine & { tax: LineTax | null; shopperName: string };

/** Locks the lines until the order's transaction ends, so a retry or a second tab waits here; the invoice takes its tax facts from this read. */
export async function lockCartForCheckout(tx: Queryable, userId: string, lang: Lang = "en"): Promise<PricedCart<CheckoutLine>> {
  const rows = await cartLinesQuery(tx, { tax: lineTaxColumns }).where(eq(cartItems.userId, userId)).for("update", { of: cartItems });
  // An order keeps its lines' English names: its invoice and the back office are English.
  const lines = rows.map(({ line, itemId, item: columns, tax }) => {
    const item = lineItemOf(itemId, columns);
    return {
      ...priceLine(line, item, "en"),
      shopperName: lineName(line, item, lang),
      tax: tax?.kind ? { hsnCode: tax.hsnCode, gstRateBp: Number(tax.gstRateBp), kind: tax.kind, category: tax.category } : null,
    };
  });
  return { lines, summary: priceSummary(availableLines(lines)) };
}

/** What a code turned out to be: a promo code, or a member's code on a friend's first order. */
export type CodeApplied = { summary: PriceSummary; promo: PromoCode; friend: null } | { summary: PriceSummary; promo: null; friend: FriendOffer };

/** A member's code by the programme's rules, else a promo code by its own; the discount is computed here only. */
export async function withPromoCode(db: Queryable, cart: PricedCart, code: string, userId: string): Promise<CodeApplied> {
  const lines = availableLines(cart.lines);
  const [found] = await db.select({ member: members, promo: promoCodes }).from(sql`(select 1) as "one"`).leftJoin(members, memberCodeIs(code)).leftJoin(promoCodes, activePromoCodeIs(code));
  const friend = await friendOffer(db, userId, found?.member ?? undefined, lines);
  if (friend) return { friend, promo: null, summary: priceSummary(lines, friend.discountPaise) };
  const { promo, discountPaise } = await checkedPromo(db, found?.promo ?? undefined, lines);
  return { promo, friend: null, summary: priceSummary(lines, discountPaise) };
}

/** Checks a code against the shopper's cart as it is now; nothing is taken until an order is placed. */
export async function applyPromoToCart(db: Queryable, userId: string, code: string): Promise<AppliedPromo> {
  const applied = await withPromoCode(db, await priceCart(db, userId), code, userId);
  const { discountPaise } = applied.summary;
  if (applied.friend) return { code: applied.friend.member.code, description: "A member's friend discount on your first order", discountPaise };
  return { code: applied.promo.code, description: applied.promo.description, discountPaise };
}

export const availableLines = (lines: readonly PricedCartLine[]) => lines.filter((line) => line.available);

/** A line's name in `lang`: a line whose item is gone keeps the English it stored; an item the shop hid still has its Hindi. */
const lineName = (line: CartLine, item: CatalogueItem | null, lang: Lang) => (item?.active ? nameIn(lang, item) : (lang === "hi" && item?.nameHi) || line.productName);

function priceLine(line: CartLine, item: CatalogueItem | null, lang: Lang): PricedCartLine {
  if (!item || !item.active) return { ...line, productName: lineName(line, item, lang), subtotalPaise: line.pricePaise * line.quantity, available: false, stockLeft: null };
  return {
    ...line,
    productName: lineName(line, item, lang),
    productImage: item.image,
    sizeLabel: item.sizeLabel,
    pricePaise: item.pricePaise,
    subtotalPaise: item.pricePaise * line.quantity,
    available: isInStock(item),
    stockLeft: item.stockOnHand,
  };
}

/** One INSERT … ON CONFLICT, so concurrent adds meet at the unique (user, size) index; stock is checked at checkout, when it is taken. */
export async function addToCart(db: Queryable, userId: string, productId: string, sizeId?: string, lang: Lang = "en"): Promise<CartLine> {
  const item = await requireSellableItem(db, productId, sizeId, lang);
  const values = { userId, productId: item.id, sizeId: item.sizeId, sizeLabel: item.sizeLabel, productName: item.name, productImage: item.image, pricePaise: item.pricePaise };
  const [line] = isDatabase(db) ? await addLineWrite(db).execute(values) : await addLineStatement(db, values);
  if (!line) throw new ApiError(400, QUANTITY_TOO_HIGH_MESSAGE);
  return { ...line, productName: nameIn(lang, item) };
}

type NewLine = Record<"userId" | "productId" | "sizeId" | "productName" | "productImage", string | Placeholder> & {
  sizeLabel: string | null | Placeholder;
  pricePaise: number | Placeholder;
};

const proposed = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

const addLineStatement = (db: Queryable, line: NewLine) =>
  db
    .insert(cartItems)
    .values({ ...line, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.sizeId],
      set: {
        quantity: sql`${cartItems.quantity} + 1`,
        sizeLabel: proposed(cartItems.sizeLabel),
        productName: proposed(cartItems.productName),
        productImage: proposed(cartItems.productImage),
        pricePaise: proposed(cartItems.pricePaise),
      },
      // A full line is left as it is (no row comes back) rather than tripping the table's CHECK.
      setWhere: sql`${cartItems.quantity} < ${MAX_LINE_QUANTITY}`,
    })
    .returning(lineColumns);

const addLineWrite = preparedPerDatabase((db) =>
  addLineStatement(db, {
    userId: sql.placeholder("userId"),
    productId: sql.placeholder("productId"),
    sizeId: sql.placeholder("sizeId"),
    sizeLabel: sql.placeholder("sizeLabel"),
    productName: sql.placeholder("productName"),
    productImage: sql.placeholder("productImage"),
    pricePaise: sql.placeholder("pricePaise"),
  }).prepare("add_cart_line"),
);
