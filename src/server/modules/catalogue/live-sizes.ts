import { sql } from "drizzle-orm";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { sizeLabel } from "~/shared/catalog/sizes";

/** How many sizes of the row's item the shop sells now, for a query that has catalogue_items in it. */
export const liveSizeCount = sql<number>`(select count(*)::int from "catalogue_sizes" "live" where "live"."item_id" = ${catalogueItems.id} and "live"."retired_at" is null)`;

/** A line names its size only when there is a choice, so a one-size item's lines read as they did before sizes. */
export const labelWhenSeveral = (liveSizes: number, netQuantity: number | null, unit: string | null) =>
  Number(liveSizes) > 1 ? sizeLabel(netQuantity, unit) || null : null;
