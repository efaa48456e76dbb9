import { Hono } from "hono";
import { LANGS, localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { indexablePaths } from "~/shared/rendered-paths";
import type { AppDeps, AppEnv } from "../../context";
import { shownCatalogue } from "../catalogue/service";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** /sitemap.xml and /robots.txt, written with the shop's public URL so the links are absolute. */
export function seoRoutes({ env, db }: Pick<AppDeps, "env" | "db">) {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      // Every product and bundle the shop shows has its own page; hidden ones leave the sitemap with the shop.
      const { catalogue } = await shownCatalogue(db);
      const itemPages = [...catalogue.products.map((p) => paths.product.getHref(p.slug)), ...catalogue.bundles.map((b) => paths.bundle.getHref(b.slug))];
      const pages = [...indexablePaths, ...LANGS.flatMap((lang) => itemPages.map((path) => localize(lang, path)))];
      const urls = pages.map((path) => `  <url><loc>${escapeXml(`${env.baseUrl}${path}`)}</loc></url>`);
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
    })
    .get("/robots.txt", (c) => {
      const shopperPrivate = [paths.cart.path, paths.wishlist.path, paths.account.path, paths.checkout.path, "/order-success/", paths.confirmOrder.path, "/notify-me/", paths.unsubscribe.path, paths.auth.path];
      const privatePaths = ["/api/", ...LANGS.flatMap((lang) => shopperPrivate.map((path) => localize(lang, path))), "/admin", "/r/"];
      const text = ["User-agent: *", "Allow: /", ...privatePaths.map((path) => `Disallow: ${path}`), "", `Sitemap: ${env.baseUrl}/sitemap.xml`, ""].join("\n");
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(text);
    });
}
