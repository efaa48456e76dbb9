import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isSpaPath } from "~/shared/paths";
import type { AppEnv } from "../context";
import { contentSecurityPolicy } from "./security";

type Page = { html: string; csp: string; mtimeMs: number };

/**
 * Serves the built React client: prerendered pages as they are, client-only routes through the
 * SPA fallback, and every other path as the prerendered 404 page with status 404.
 */
export function clientApp(clientDir: string) {
  const pages = new Map<string, Page>();

  /** Reads a built HTML file (again when a new build replaced it) and the CSP its inline scripts need. */
  function page(file: string): Page | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const html = readFileSync(file, "utf8");
    const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `sha256-${createHash("sha256").update(body ?? "").digest("base64")}`,
    );
    const fresh = { html, csp: contentSecurityPolicy(hashes), mtimeMs };
    pages.set(file, fresh);
    return fresh;
  }

  const app = new Hono<AppEnv>();

  // Hashed file names: cache for a year. A missing asset is a plain 404, never the HTML fallback.
  app.use(
    "/assets/*",
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    // c.req.path is already decoded where it can be; decoding again would let /admin%2Forders dodge
    // the /admin pattern, and throw on a stray "%".
    const pathname = c.req.path.replace(/\/+$/, "") || "/";
    if (path.extname(pathname)) return next();
    if (pathname.split("/").some((part) => part === "..")) return next();
    const prerendered = page(path.join(clientDir, pathname, "index.html"));
    const chosen = prerendered ?? (isSpaPath(pathname) ? page(path.join(clientDir, "__spa-fallback.html")) : null);
    const notFoundPage = chosen ? null : (page(path.join(clientDir, "404", "index.html")) ?? page(path.join(clientDir, "__spa-fallback.html")));
    const served = chosen ?? notFoundPage;
    if (!served) return next();
    c.header("Content-Security-Policy", served.csp);
    c.header("Cache-Control", "no-cache");
    return c.html(served.html, chosen ? 200 : 404);
  });

  // Other files of the build (favicon, images, robots.txt); anything else is a 404.
  app.use("*", serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400") }));
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}

export function hasClientBuild(clientDir: string): boolean {
  return existsSync(path.join(clientDir, "__spa-fallback.html")) || existsSync(path.join(clientDir, "index.html"));
}
