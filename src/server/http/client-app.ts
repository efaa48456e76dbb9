import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { isShopperPath, langFromCookie, langOf, localize } from "~/shared/lang";
import { serverRenderedPage } from "~/shared/rendered-paths";
import type { ShopperSnapshot } from "~/shared/shopper-source";
import type { AppEnv } from "../context";
import { pageOf, type Page, type ServerRenderer } from "./server-render";

type PrerenderedPage = Page & { mtimeMs: number };

/** Serves the built client: prerendered pages, server-rendered pages, data requests and the 404 page. */
export function clientApp({ buildDir, renderer, shopperOf }: { buildDir: string; renderer: ServerRenderer; shopperOf: (c: Context<AppEnv>, pathname: string) => Promise<ShopperSnapshot | null> }) {
  const clientDir = path.join(buildDir, "client");
  const pages = new Map<string, PrerenderedPage>();

  /** Reads a built HTML file (again when a new build replaced it) and the CSP its inline scripts need. */
  function prerendered(file: string): Page | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const fresh = { ...pageOf(readFileSync(file, "utf8")), mtimeMs };
    pages.set(file, fresh);
    return fresh;
  }

  function send(c: Context<AppEnv>, page: Page | Response, status: 200 | 404 = 200) {
    if (page instanceof Response) return page;
    c.header("Content-Security-Policy", page.csp);
    c.header("Cache-Control", "no-cache");
    c.header("ETag", page.etag);
    if (status === 200 && c.req.header("If-None-Match") === page.etag) return c.body(null, 304);
    return c.html(page.html, status);
  }

  /** A page made for one signed-in shopper: no ETag, kept by nobody. */
  function sendPrivate(c: Context<AppEnv>, page: Page | Response) {
    if (page instanceof Response) return page;
    c.header("Content-Security-Policy", page.csp);
    c.header("Cache-Control", "private, no-store");
    return c.html(page.html);
  }

  const app = new Hono<AppEnv>();

  // Hashed file names: cached for a year; a missing asset is a plain 404, never the HTML fallback.
  app.use(
    "/assets/*",
    serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    // Already decoded: again would let /admin%2Forders dodge /admin and throw on a stray "%".
    const pathname = c.req.path.replace(/\/+$/, "") || "/";
    // The routes a page's links lead to, asked for as the links appear (React Router's lazy route discovery).
    if (pathname === "/__manifest") return renderer.data(c.req.raw);
    if (pathname.endsWith(".data")) {
      const answer = await renderer.data(c.req.raw);
      answer.headers.set("Cache-Control", "no-cache");
      return answer;
    }
    if (path.extname(pathname)) return next();
    if (pathname.split("/").some((part) => part === "..")) return next();
    // A shopper who chose Hindi, opening an English address (a bookmark, a search result), gets the Hindi page.
    if (langOf(pathname) === "en" && isShopperPath(pathname) && langFromCookie(c.req.header("Cookie")) === "hi") {
      c.header("Cache-Control", "no-store");
      return c.redirect(localize("hi", `${pathname}${new URL(c.req.url).search}`), 302);
    }
    // Null at once for a page that is the same for everyone (src/server/shopper-snapshot.ts).
    const shopper = await shopperOf(c, pathname);
    if (shopper) return sendPrivate(c, await renderer.shopperPage(pathname, shopper));
    const file = prerendered(path.join(clientDir, pathname, "index.html"));
    if (file) return send(c, file);
    const rendered = serverRenderedPage(pathname);
    const answer = rendered && (rendered.catalogue ? await renderer.cataloguePage(pathname) : await renderer.privatePage(pathname, new URL(c.req.url).search));
    // A product page for a slug the shop does not show is the shop's 404 page, like any unknown path.
    if (answer && !(answer instanceof Response && answer.status === 404)) return send(c, answer);
    const notFound = prerendered(path.join(clientDir, langOf(pathname) === "hi" ? "hi/404" : "404", "index.html"));
    return notFound ? send(c, notFound, 404) : next();
  });

  // Other files of the build (favicon, images, robots.txt); anything else is a 404.
  app.use("*", serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400") }));
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}

/** A complete build: the server's bundle (for the pages it renders) and the prerendered pages. */
export function hasClientBuild(buildDir: string): boolean {
  return existsSync(path.join(buildDir, "server", "index.js")) && existsSync(path.join(buildDir, "client", "404", "index.html"));
}
