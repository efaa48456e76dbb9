import { Hono } from "hono";
import type { Bundle } from "~/shared/catalog/bundles";
import type { Product } from "~/shared/catalog/products";
import type { AppEnv } from "../../context";
import type { Queryable } from "../../db/client";
import { notFound } from "../../http/errors";
import { shownCatalogue } from "./cache";
import { shownDeclarationsOfItem } from "./declarations-service";

// The catalogue as the shop shows it, as JSON: current prices, stock and ratings, for integrations
// (and the benchmark's no-database route). Served from the process's copy, serialised and
// compressed once per change, revalidated by ETag (a client that has it gets a 304, no body).
export function catalogueRoutes(db: Queryable) {
  return new Hono<AppEnv>()
    .get("/products", async (c) => (await shownCatalogue(db)).answer.respond(c))
    .get("/products/:productId", async (c) => {
      const { catalogue } = await shownCatalogue(db);
      const id = c.req.param("productId");
      const item: Product | Bundle | undefined = catalogue.products.find((p) => p.id === id) ?? catalogue.bundles.find((b) => b.id === id);
      if (!item) throw notFound("Product not found");
      c.header("Cache-Control", "no-cache");
      return c.json({ product: item });
    })
    // What a product page's "Product details" show: for `react-router dev`, which renders pages apart from this server.
    .get("/products/:productId/declarations", async (c) => {
      const declarations = await shownDeclarationsOfItem(db, c.req.param("productId"));
      if (!declarations) throw notFound("Product not found");
      c.header("Cache-Control", "no-cache");
      return c.json({ declarations });
    });
}
