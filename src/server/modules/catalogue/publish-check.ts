import { eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueDeclarations } from "~/server/db/schema/declarations";
import { ApiError } from "~/server/http/errors";
import type { ItemDeclarations } from "~/shared/declarations/declarations";
import { declarationsRefusal } from "~/shared/declarations/publish-check";
import { declarationsOfRow } from "~/server/db/declaration-rows";

// Showing an item in the shop is publishing its label: the back office refuses an item whose
// mandatory declarations are missing (docs/product-rules.md#declarations).

export async function readDeclarations(db: Queryable, itemId: string): Promise<ItemDeclarations | null> {
  const [row] = await db.select().from(catalogueDeclarations).where(eq(catalogueDeclarations.itemId, itemId));
  return row ? declarationsOfRow(row) : null;
}

type Publishable = { kind: string; badge: string | null };

/** A 400 on the "shown" field naming what the label lacks, when it lacks anything. */
export function refuseIncompleteLabel(item: Publishable, declarations: ItemDeclarations | null): void {
  const refusal = declarationsRefusal({ kind: item.kind === "bundle" ? "bundle" : "product", badge: item.badge }, declarations);
  if (refusal) throw new ApiError(400, refusal, { title: "Cannot show this item yet", fields: { active: refusal } });
}

/** Refuses to show the item (by id) with the badge it is about to have, unless its stored label is complete. */
export async function assertDeclarationsPublishable(tx: Queryable, item: Publishable & { id: string }): Promise<void> {
  refuseIncompleteLabel(item, await readDeclarations(tx, item.id));
}
