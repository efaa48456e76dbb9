import { and, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { catalogueDeclarations } from "~/server/db/schema/declarations";
import { NO_DECLARATIONS, shownDeclarationsOf, type ItemDeclarations, type ShownDeclarations } from "~/shared/declarations/declarations";
import { recordAudit } from "../audit/service";
import { catalogueChanged, shownCatalogue } from "./cache";
import { declarationsOfRow, rowOfDeclarations } from "~/server/db/declaration-rows";
import { readDeclarations, refuseIncompleteLabel } from "./publish-check";
import { itemNotFound, lockedItem } from "./staff-service";

// An item's label declarations: staff read and change them; product pages show those of shown
// items; an item is shown in the shop only with the mandatory ones (docs/product-rules.md#declarations).

export async function getDeclarationsForStaff(db: Queryable, id: string): Promise<{ declarations: ItemDeclarations }> {
  const [row] = await db.select({ id: catalogueItems.id }).from(catalogueItems).where(eq(catalogueItems.id, id));
  if (!row) throw itemNotFound();
  return { declarations: (await readDeclarations(db, id)) ?? NO_DECLARATIONS };
}

/** Saves an item's declarations; a shown item must keep a complete label, so an incomplete one is refused and nothing changes. */
export async function saveDeclarations(db: Database, actorUserId: string, id: string, declarations: ItemDeclarations): Promise<{ declarations: ItemDeclarations }> {
  const saved = await db.transaction(async (tx) => {
    const item = await lockedItem(tx, id);
    if (item.active) refuseIncompleteLabel(item, declarations);
    const before = await readDeclarations(tx, id);
    const row = rowOfDeclarations(id, declarations);
    const { itemId: _id, ...changes } = row;
    await tx.insert(catalogueDeclarations).values(row).onConflictDoUpdate({ target: catalogueDeclarations.itemId, set: { ...changes, updatedAt: sql`now()` } });
    await recordAudit(tx, { actorUserId, action: "catalogue.declarations", entity: "catalogue_item", entityId: id, before: before ? { name: item.name, ...before } : null, after: { name: item.name, ...declarations } });
    return declarations;
  });
  catalogueChanged(db);
  return { declarations: saved };
}

type ShownCache = { version: number; declarations: Promise<ReadonlyMap<string, ShownDeclarations>> };
const shownCaches = new WeakMap<Queryable, ShownCache>();

async function readShownDeclarations(db: Queryable): Promise<ReadonlyMap<string, ShownDeclarations>> {
  const rows = await db
    .select({ declarations: catalogueDeclarations })
    .from(catalogueDeclarations)
    .innerJoin(catalogueItems, and(eq(catalogueItems.id, catalogueDeclarations.itemId), eq(catalogueItems.active, true)));
  return new Map(rows.map(({ declarations }) => [declarations.itemId, shownDeclarationsOf(declarationsOfRow(declarations))]));
}

/** The shown items' declarations, read again when the catalogue's version moves (a change to them moves it). */
export async function shownDeclarations(db: Queryable): Promise<ReadonlyMap<string, ShownDeclarations>> {
  const { version } = await shownCatalogue(db);
  let cache = shownCaches.get(db);
  if (!cache || cache.version !== version) {
    const fresh: ShownCache = { version, declarations: readShownDeclarations(db) };
    shownCaches.set(db, (cache = fresh));
    fresh.declarations.catch(() => shownCaches.get(db) === fresh && shownCaches.delete(db));
  }
  return cache.declarations;
}

/** One shown item's declarations, or null when it has none or is not shown. */
export const shownDeclarationsOfItem = async (db: Queryable, itemId: string) => (await shownDeclarations(db)).get(itemId) ?? null;
