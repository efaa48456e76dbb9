import { Hono } from "hono";
import { bundles } from "~/shared/catalog/bundles";
import { products } from "~/shared/catalog/products";
import type { AppEnv } from "../../context";
import { notFound } from "../../http/errors";

// The static catalogue as JSON, for integrations and as the benchmark's no-database ceiling.
// It never touches the database: the catalogue ships with the code.
export function catalogueRoutes() {
  return new Hono<AppEnv>()
    .get("/products", (c) => c.json({ products, bundles }))
    .get("/products/:productId", (c) => {
      const id = c.req.param("productId");
      const item = products.find((p) => p.id === id) ?? bundles.find((b) => b.id === id);
      if (!item) throw notFound("Product not found");
      return c.json({ product: item });
    });
}
