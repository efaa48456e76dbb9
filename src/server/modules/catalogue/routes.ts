import { Hono, type TypedResponse } from "hono";
import type { Bundle } from "~/shared/catalog/bundles";
import type { Catalogue } from "~/shared/catalog/catalogue";
import type { Product } from "~/shared/catalog/products";
import type { AppEnv } from "../../context";
import type { Queryable } from "../../db/client";
import { notFound } from "../../http/errors";
import { shownCatalogue } from "./cache";

// The catalogue as the shop shows it, as JSON: the pages' current prices, stock and ratings. Served
// from the process's copy, serialised once per change, revalidated by ETag (a browser that has the
// current catalogue gets a 304 and no body).
export function catalogueRoutes(db: Queryable) {
  return new Hono<AppEnv>()
    .get("/products", async (c) => {
      const shown = await shownCatalogue(db);
      c.header("ETag", shown.etag);
      c.header("Cache-Control", "no-cache");
      if (c.req.header("If-None-Match") === shown.etag) return c.body(null, 304) as unknown as TypedResponse<Catalogue, 200, "json">;
      c.header("Content-Type", "application/json");
      return c.body(shown.json, 200) as unknown as TypedResponse<Catalogue, 200, "json">;
    })
    .get("/products/:productId", async (c) => {
      const { catalogue } = await shownCatalogue(db);
      const id = c.req.param("productId");
      const item: Product | Bundle | undefined = catalogue.products.find((p) => p.id === id) ?? catalogue.bundles.find((b) => b.id === id);
      if (!item) throw notFound("Product not found");
      c.header("Cache-Control", "no-cache");
      return c.json({ product: item });
    });
}
